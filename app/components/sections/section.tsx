import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  /** Visible heading (h2) and the section's accessible name. */
  title?: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: "white" | "tint" | "brand";
  children: ReactNode;
  className?: string;
}

/**
 * A page band with one h2, a short intro and its content, on a consistent grid. Its content box is a container, so
 * columns inside it are chosen by `@min-[<n>rem]:` from a width that follows the text size (decision 0078).
 */
export function Section({ id, title, eyebrow, intro, tone = "white", children, className = "" }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  const toneClass =
    tone === "tint" ? "bg-brand-50" : tone === "brand" ? "bg-brand-800 text-white [&_h2]:text-white" : "bg-white";
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`${toneClass} ${className}`}>
      <div className="@container mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        {title ? (
          <SectionHeader headingId={headingId} title={title} eyebrow={eyebrow} intro={intro} tone={tone} />
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** A section's heading block: an optional eyebrow, the h2 and a short intro. Also for headings inside a section. */
export function SectionHeader({
  headingId,
  title,
  eyebrow,
  intro,
  tone = "white",
}: {
  headingId?: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionProps["tone"];
}) {
  return (
    <header className="mb-8 max-w-3xl">
      {eyebrow ? (
        <p
          className={`text-sm font-bold tracking-wider uppercase ${tone === "brand" ? "text-accent-100" : "text-accent-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={headingId} className="mt-1 text-2xl font-extrabold sm:text-3xl">
        {title}
      </h2>
      {intro ? (
        <div className={`mt-3 text-lg ${tone === "brand" ? "text-brand-50" : "text-muted"}`}>{intro}</div>
      ) : null}
    </header>
  );
}
