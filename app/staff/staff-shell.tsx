import type { ReactNode } from "react";
import { site } from "~/content/site";
import type { StaffRole } from "~/staff/staff-roles";
import { dayName, deskTime } from "./desk-time";

/** What every signed-in desk page shows on top, refreshed by the desk script without a reload. */
export interface DeskWaiting {
  new: { appointment: number; contact: number };
  noAnswer: number;
  /** Visits booked for today and the next visit day. */
  today: { day: string; count: number };
  next: { day: string; count: number };
  newestId: number;
}

/**
 * The staff pages' frame: the desk's pages, who is signed in and a way out, and (when signed in) the counts of what
 * is waiting. `live` marks a page the desk script refreshes (public/staff-desk.js): its counts, rows and marks.
 */
export function StaffShell({
  children,
  signedIn,
  waiting,
  refreshSeconds,
  bar,
  countsOnPhone = true,
}: {
  children: ReactNode;
  /**
   * What the person's last action did (a booking to send, Undo, a refusal): kept in a bar at the bottom of the
   * screen, where the eyes are whatever the scroll, with the desk's own notices (issue 42).
   */
  bar?: ReactNode;
  /** A request's page leaves the counts to the desk PC: on a phone its booking buttons come first. */
  countsOnPhone?: boolean;
  signedIn?: {
    name: string;
    csrf: string;
    current: "inbox" | "visits" | "replies" | "erase" | "activity" | "request" | "site";
    /** The account's roles: each sees the links of its own pages (the desk's by default). */
    roles?: readonly StaffRole[];
  };
  waiting?: DeskWaiting;
  refreshSeconds?: number;
}) {
  const roles = signedIn?.roles ?? ["desk"];
  const links = [
    ...(roles.includes("desk")
      ? ([
          { href: "/staff", label: "Requests", short: "Requests", key: "inbox" },
          { href: "/staff/visits", label: "Visits", short: "Visits", key: "visits" },
          // Not in a phone's row (it would take a second line): a phone reaches it from a request's quick replies.
          { href: "/staff/replies", label: "Quick replies", short: "Replies", key: "replies", wide: true },
          { href: "/staff/activity", label: "Desk log", short: "Log", key: "activity" },
          { href: "/staff/erase", label: "Erase a person's data", short: "Erase", key: "erase" },
        ] as const)
      : []),
    ...(roles.includes("editor")
      ? ([{ href: "/staff/site", label: "Edit the site", short: "Site", key: "site" }] as const)
      : []),
  ];
  return (
    <div className="min-h-screen bg-gray-50" data-desk-refresh={refreshSeconds}>
      <div className="bg-brand-900 text-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-3 sm:px-6">
          <p className="py-2 font-bold">
            <span className="hidden sm:inline">{site.name} · </span>
            {signedIn?.current === "site" ? "Site editor" : "Front desk"}
          </p>
          {signedIn ? (
            <nav aria-label="Front desk" className="order-last w-full lg:order-none lg:w-auto">
              <ul className="flex flex-wrap gap-x-1">
                {links.map((link) => (
                  <li
                    key={link.key}
                    className={"wide" in link && signedIn.current !== link.key ? "hidden sm:block" : undefined}
                  >
                    <a
                      href={link.href}
                      aria-current={signedIn.current === link.key ? "page" : undefined}
                      aria-label={link.label}
                      className="inline-flex min-h-11 items-center rounded px-2 font-semibold underline-offset-4 hover:underline aria-[current=page]:underline aria-[current=page]:decoration-2"
                    >
                      <span className="sm:hidden">{link.short}</span>
                      <span className="hidden sm:inline">{link.label}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {signedIn ? (
            <form method="post" action="/staff/logout" className="flex items-center gap-2 py-1">
              <span className="text-sm">
                <span className="sr-only sm:not-sr-only">Signed in as </span>
                {signedIn.name}
              </span>
              <input name="csrf" value={signedIn.csrf} type="hidden" />
              <button type="submit" className="min-h-11 rounded-lg border border-white px-3 font-semibold">
                Sign out
              </button>
            </form>
          ) : null}
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-3 py-3 sm:px-6 sm:py-4">
        {signedIn && waiting ? <WaitingCounts waiting={waiting} onPhone={countsOnPhone} /> : null}
        {children}
        {waiting ? (
          <label hidden data-sound-toggle className="mt-6 flex min-h-11 items-center gap-2 print:hidden">
            <input type="checkbox" className="size-5" /> Play a sound on this device when a new request arrives
          </label>
        ) : null}
        {signedIn ? (
          // Sticky at the bottom: on screen wherever the page is scrolled, at its end when scrolled there, and it
          // pushes nothing down when a notice comes.
          <div className="sticky bottom-0 z-10 -mx-3 mt-3 space-y-2 px-3 pb-2 empty:hidden sm:-mx-6 sm:px-6 print:hidden">
            {bar}
            {/* Filled in by the desk script: a new request while the page is open, or a session that has ended. */}
            <p
              data-desk-notice
              role="status"
              className="rounded-lg border-2 border-accent-700 bg-accent-100 p-2 font-semibold shadow-lg empty:hidden"
            />
          </div>
        ) : null}
      </div>
      {/* Copy, confirm, print, "is calling" marks, refresh: a plain script, loaded only on staff pages. */}
      {signedIn ? <script src="/staff-desk.js" defer /> : null}
    </div>
  );
}

/** The counts on top of every desk page: each a link to its view, oldest waiting first. */
function WaitingCounts({ waiting, onPhone }: { waiting: DeskWaiting; onPhone: boolean }) {
  const items = [
    {
      label: "New appointments",
      short: "New appts",
      count: waiting.new.appointment,
      href: "/staff?status=new&kind=appointment",
    },
    { label: "New messages", short: "Messages", count: waiting.new.contact, href: "/staff?status=new&kind=contact" },
    { label: "No answer: try again", short: "No answer", count: waiting.noAnswer, href: "/staff?status=no_answer" },
    {
      label: "Visits today",
      short: "Visits today",
      count: waiting.today.count,
      href: `/staff/visits?day=${waiting.today.day}`,
    },
    {
      label: `Visits ${dayName(waiting.next.day, waiting.today.day)}`,
      short: "Next day visits",
      count: waiting.next.count,
      href: `/staff/visits?day=${waiting.next.day}`,
    },
  ];
  return (
    <ul
      aria-label="Waiting"
      data-live="counts"
      data-newest={waiting.newestId}
      // On a phone a row that scrolls sideways: three counts and the edge of the visit days', which are a swipe away.
      className={`mb-3 ${onPhone ? "flex" : "hidden"} gap-2 overflow-x-auto lg:grid lg:grid-cols-5 lg:overflow-visible print:hidden`}
    >
      {items.map((item) => (
        <li key={item.href} className="min-w-[5.9rem] shrink-0 lg:min-w-0">
          <a
            href={item.href}
            aria-label={`${item.label}: ${item.count}`}
            className="flex min-h-11 flex-col justify-center rounded-xl border border-gray-300 bg-white px-3 py-1 leading-tight font-semibold lg:flex-row lg:items-center lg:justify-between lg:gap-2"
          >
            <span className="text-2xl lg:order-last">{item.count}</span>
            <span className="text-sm lg:text-base">
              <span className="lg:hidden">{item.short}</span>
              <span className="hidden lg:inline">{item.label}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export const staffButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
/** The next step on a request: the one prominent button. */
export const staffPrimaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-lg font-bold text-white shadow hover:bg-brand-800";
/** Call, WhatsApp, Copy: ways to reach someone, white with a grey edge and an icon. */
export const staffContactButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-gray-500 bg-white px-3 font-semibold text-gray-900 hover:bg-gray-100";
export const staffControl =
  "block min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 text-base focus:outline-3 focus:outline-accent-600";
export const staffLabel = "block text-sm font-semibold";

/** Who did something and when, above the line that says what: the desk log and each request's history. */
export function WhoAndWhen({ at, staff }: { at: string; staff: string }) {
  return (
    <span className="block text-sm text-muted">
      {deskTime(at)} · {staff}
    </span>
  );
}
