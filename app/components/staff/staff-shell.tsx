import type { ReactNode } from "react";
import { site } from "~/content/site";

/** The staff pages' frame: the hospital's name, the desk's pages, and (when signed in) who is signed in and a way out. */
export function StaffShell({
  children,
  signedIn,
}: {
  children: ReactNode;
  signedIn?: { name: string; csrf: string; current: "inbox" | "erase" | "activity" | "request" };
}) {
  const links = [
    { href: "/staff", label: "Requests", key: "inbox" },
    { href: "/staff/activity", label: "Desk log", key: "activity" },
    { href: "/staff/erase", label: "Erase a person's data", key: "erase" },
  ] as const;
  return (
    <div className="min-h-screen bg-gray-50">
      <div className="bg-brand-900 py-2 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 sm:px-6">
          <p className="font-bold">{site.name} · Front desk</p>
          {signedIn ? (
            <form method="post" action="/staff/logout" className="flex items-center gap-3">
              <span className="text-sm">Signed in as {signedIn.name}</span>
              <input name="csrf" value={signedIn.csrf} type="hidden" />
              <button type="submit" className="min-h-11 rounded-lg border border-white px-3 font-semibold">
                Sign out
              </button>
            </form>
          ) : null}
        </div>
        {signedIn ? (
          <nav aria-label="Front desk" className="mx-auto max-w-6xl px-1 sm:px-4">
            <ul className="flex flex-wrap gap-x-1">
              {links.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.href}
                    aria-current={signedIn.current === link.key ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded px-2 font-semibold underline-offset-4 hover:underline aria-[current=page]:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="mx-auto max-w-6xl px-3 py-5 sm:px-6">{children}</div>
      {/* Copy buttons and confirmations: a few lines, loaded only on staff pages. */}
      {signedIn ? <script src="/staff-desk.js" defer /> : null}
    </div>
  );
}

export const staffButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
export const staffSecondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-brand-700 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50";
export const staffControl =
  "block min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 text-base focus:outline-3 focus:outline-accent-600";
export const staffLabel = "block text-sm font-semibold";

/** "2026-11-24T04:32:00Z" → "24 Nov 2026, 10:02 am" in India time: how the desk reads every time. */
export function deskTime(iso: string): string {
  return new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/** "2026-11-27" → "Fri, 27 Nov 2026": a patient's preferred day as the desk reads it. */
export function deskDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-IN", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** Who did something and when, above the line that says what: the desk log and each request's history. */
export function WhoAndWhen({ at, staff }: { at: string; staff: string }) {
  return (
    <span className="block text-sm text-muted">
      {deskTime(at)} · {staff}
    </span>
  );
}
