import type { ReactNode } from "react";

interface HeadedBoxProps {
  /** The heading's id; it also names the box for screen readers. */
  headingId: string;
  title: string;
  /** An icon before the heading's words, sized and coloured by the caller (IconPanel puts it beside them). */
  icon?: ReactNode;
  /** The landmark: a section, or a nav for a box of links. */
  as?: "section" | "nav";
  /** h3 for a box inside a part that has its own h2. */
  level?: 2 | 3;
  id?: string;
  className: string;
  headingClassName: string;
  children: ReactNode;
}

/** A box named by its own heading: the card, panel or sidebar block that most pages have a few of. */
export function HeadedBox({
  headingId,
  title,
  icon,
  as: Box = "section",
  level = 2,
  id,
  className,
  headingClassName,
  children,
}: HeadedBoxProps) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <Box id={id} aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={headingClassName}>
        {icon}
        {title}
      </Heading>
      {children}
    </Box>
  );
}
