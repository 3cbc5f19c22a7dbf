import { sizedImage } from "~/components/ui/sized-image";
import { localizedPath } from "~/i18n/lang";
import { useLang } from "~/i18n/use-lang";
import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/ui/icon";

interface PictureCardProps {
  href: string;
  /** Decorative (empty alt): the title says what the card is about. */
  image: { src: string; width: number; height: number };
  icon: IconName;
  title: string;
  text: string;
  /** The words before the arrow at the foot of the card, e.g. "Read more". */
  more: ReactNode;
  /** What differs between the kinds of card: the link's hover, the picture's shape, the foot's hover. */
  classNames: { link: string; image: string; more: string };
}

/** A card that is one link: picture, icon badge over its lower edge, title, text, and an arrow at the foot. */
export function PictureCard({ href, image, icon, title, text, more, classNames }: PictureCardProps) {
  return (
    <a href={localizedPath(href, useLang())} className={classNames.link}>
      <img {...sizedImage(image)} alt="" loading="lazy" decoding="async" className={classNames.image} />
      <div className="flex flex-1 flex-col p-5">
        <span className="-mt-11 inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow">
          <Icon name={icon} />
        </span>
        <h3 className="mt-3 text-xl font-bold group-hover:text-brand-700">{title}</h3>
        <p className="mt-2 flex-1 text-ink">{text}</p>
        <span className={classNames.more}>
          {more}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </span>
      </div>
    </a>
  );
}
