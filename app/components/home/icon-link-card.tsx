import type { ReactNode } from "react";
import { Icon, type IconName } from "~/components/ui/icon";

interface IconLinkCardProps {
  href: string;
  icon: IconName;
  title: string;
  text: string;
  className: string;
  /** The rounded square behind the icon: its size, shape and colours. */
  iconClassName: string;
  /** After the text, at the foot of the card (a "read more" line). */
  children?: ReactNode;
}

/** A whole-card link on the home page: an icon, an h3 and a sentence, the card lifting on hover. */
export function IconLinkCard({ href, icon, title, text, className, iconClassName, children }: IconLinkCardProps) {
  return (
    <a href={href} className={className}>
      <span className={iconClassName}>
        <Icon name={icon} />
      </span>
      <h3 className="mt-4 text-xl font-bold group-hover:text-brand-700 group-hover:underline">{title}</h3>
      <p className="mt-2 flex-1 text-ink">{text}</p>
      {children}
    </a>
  );
}
