/** Steps in order, each number drawn in a round badge. */
export function NumberedSteps({ steps, label }: { steps: string[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-3 space-y-3">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}
