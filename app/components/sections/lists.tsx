import { Icon, type IconName } from "~/components/ui/icon";

/** Lines of text as a list, each line its own item (hours, what to bring, who a scheme is for). */
export function TextList({
  items,
  ordered = false,
  className,
}: {
  items: readonly string[];
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** A list whose every item opens with the same small icon: a tick, a cross, a warning mark. */
export function MarkedList({
  items,
  icon,
  iconClassName = "mt-1 size-5 shrink-0 text-brand-700",
  itemClassName = "flex gap-3 text-ink",
  className,
}: {
  items: readonly string[];
  icon: IconName;
  iconClassName?: string;
  itemClassName?: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon name={icon} className={iconClassName} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
