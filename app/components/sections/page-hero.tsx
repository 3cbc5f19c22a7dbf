import type { ReactNode } from "react";
import type { ImageRef } from "~/content/types";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { HeroImage } from "./hero-image";

/** Beside the words on wide screens, under them on phones: the page's picture, or anything else (`aside`). */
type HeroSide =
  | { image: ImageRef; imageClassName?: string; aside?: never }
  | { aside?: ReactNode; image?: never; imageClassName?: never };

type PageHeroProps = HeroSide & {
  title: string;
  intro?: ReactNode;
  breadcrumbs?: Crumb[];
  children?: ReactNode;
};

/** The coloured band at the top of inner pages: breadcrumb, the page's one h1, a short intro. */
export function PageHero({
  title,
  intro,
  breadcrumbs,
  children,
  image,
  imageClassName = "h-auto w-full max-w-xl rounded-2xl bg-brand-50 shadow-card @min-[64rem]:w-[440px]",
  aside,
}: PageHeroProps) {
  return (
    // Two columns from a width counted in rem (a container query), so that at a larger text size the picture goes
    // below before the heading's words no longer fit their column ("Comprehensive" at 1024 px): the image classes
    // (imageClassName, the service gallery's) follow the same query.
    <section className="@container bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:py-14 @min-[64rem]:grid-cols-[minmax(0,1fr)_auto]">
        <div className="max-w-3xl">
          {breadcrumbs ? <Breadcrumbs trail={breadcrumbs} /> : null}
          {/* On a phone no larger than 9.5% of the screen's width: at the largest text size a 320 px screen then keeps
              "Comprehensive" on one line. */}
          <h1 className="mt-2 text-3xl font-extrabold max-sm:[font-size:min(1.875rem,9.5vw)] sm:text-4xl md:text-5xl">
            {title}
          </h1>
          {intro ? <div className="mt-4 text-lg text-muted sm:text-xl">{intro}</div> : null}
          {children}
        </div>
        {image ? <HeroImage image={image} className={imageClassName} /> : aside}
      </div>
    </section>
  );
}
