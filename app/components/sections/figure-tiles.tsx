/**
 * Figures in tinted tiles, the number large above its label (the label comes first in the markup, so a screen
 * reader says what the number is before the number).
 */
export function FigureTiles({
  figures,
  label,
  className,
  labelClassName = "order-2 mt-1 text-ink",
}: {
  figures: readonly { value: string; label: string }[];
  label?: string;
  className: string;
  labelClassName?: string;
}) {
  // No figures (the hospital states none: content/hospital/claims.ts), no empty list.
  if (figures.length === 0) return null;
  return (
    <dl aria-label={label} className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col rounded-2xl bg-brand-50 p-5">
          <dt className={labelClassName}>{figure.label}</dt>
          <dd className="order-1 text-3xl font-extrabold text-brand-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
