import type { ReactNode } from "react";

/** A white-outlined button for dark bands, the partner of `buttonStyles.onDark`. */
export const outlineOnDarkButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-white px-5 py-3 text-base font-semibold text-white hover:bg-brand-700";

interface CallToActionBandProps {
  id: string;
  title: string;
  text: string;
  /** The actions: usually a booking button and a call link. */
  children: ReactNode;
}

/** The closing band of a page: one heading, one sentence, the ways to get in touch. */
export function CallToActionBand({ id, title, text, children }: CallToActionBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        {/* The base heading colour is unlayered CSS, so the white needs `!` to win. */}
        <h2 id={headingId} className="text-2xl font-extrabold text-white! sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-[65ch] text-lg text-brand-50">{text}</p>
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap">{children}</div>
      </div>
    </section>
  );
}
