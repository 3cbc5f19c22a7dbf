import { Icon } from "~/components/ui/icon";

export interface ShownNotice {
  id: string;
  text: string;
}

/**
 * The hospital's dated notices (a holiday closure, a camp day, a changed session), at the top of every page while
 * they last: written by its editors in /staff/site (decision 0036), rendered as plain text.
 */
export function SiteNotices({ notices, label }: { notices: readonly ShownNotice[]; label: string }) {
  if (notices.length === 0) return null;
  return (
    // data-notices: the page reviews leave the dated notices out (server/publishing/page-reviews.mjs).
    <section data-notices="" aria-label={label} className="border-b-2 border-amber-300 bg-amber-50">
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6">
        {notices.map((notice) => (
          <li key={notice.id} className="flex items-start gap-2 text-lg font-semibold text-amber-950">
            <Icon name="info" className="mt-1 size-5 shrink-0" aria-hidden="true" />
            <span>{notice.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
