import { sizedImage } from "~/components/ui/sized-image";
import type { aboutTeaser } from "~/content/home";
import { ArrowLink } from "~/components/sections/links";

/** Heading beside the text, picture beside both: a two-column band rather than the usual heading-on-top section. */
export function AboutTeaser({ about }: { about: typeof aboutTeaser }) {
  return (
    <section id="about" aria-labelledby="about-heading" className="@container bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 md:py-16 @min-[64rem]:grid-cols-2 @min-[64rem]:gap-14">
        <div className="max-w-[68ch]">
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{about.eyebrow}</p>
          <h2 id="about-heading" className="mt-1 text-2xl font-extrabold sm:text-3xl">
            {about.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ArrowLink to={about.link} className="mt-4">
            {about.linkLabel}
          </ArrowLink>
        </div>
        <img
          {...sizedImage(about.image)}
          alt={about.image.alt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl border border-gray-200 shadow-card @min-[64rem]:order-first"
        />
      </div>
    </section>
  );
}
