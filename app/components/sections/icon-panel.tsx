import type { ReactNode } from "react";

interface IconPanelProps {
  /** The heading's id; it also names the section. */
  headingId: string;
  title: string;
  /** The icon beside the text, sized and coloured by the caller. */
  icon: ReactNode;
  className: string;
  headingClassName: string;
  children: ReactNode;
}

/** A boxed note with its own h2: the icon on the left, the heading and the text beside it. */
export function IconPanel({ headingId, title, icon, className, headingClassName, children }: IconPanelProps) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex items-start gap-3">
        {icon}
        <div>
          <h2 id={headingId} className={headingClassName}>
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}
