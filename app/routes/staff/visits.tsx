import { dayName, deskDay, deskTime, shortDay } from "~/staff/desk-time";
import { StaffShell, staffButton, staffControl, staffLabel } from "~/staff/staff-shell";
import { deskSession, deskSessions } from "~/desk/desk-sessions";
import { site } from "~/content/site";
import { visitReminder } from "~/desk/staff-replies";
import { isDay } from "~/desk/inbox";
import { firstLine } from "~/desk/urgent-signs";
import { displayNumber, telHref, whatsAppNumber } from "~/lib/phone-numbers";
import type { StoredRequest } from "~/desk/stored-request";
import { deskPage } from "~/desk/desk-page.server";
import { staffLoader, staffPageHeaders } from "~/staff/staff.server";
import type { Route } from "./+types/visits";

/**
 * /staff/visits?day=2026-11-27: the visits booked for a day, by session: the reception counter's printed list (the
 * date, each visit's reason, a box to tick on arrival), and the day-before reminders, one tap each, in each
 * patient's language, sent ones greyed, with the next unsent one a tap away.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const desk = await deskPage(request, context);
  const asked = new URL(request.url).searchParams.get("day");
  const day = isDay(asked) ? asked : desk.frame.today;
  return { ...desk.frame, day, visits: desk.visit.access.store.visits(day) };
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Visits ${loaderData ? deskDay(loaderData.day) : ""} | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

const tab =
  "inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-3 font-semibold text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";

export default function StaffVisits({ loaderData }: Route.ComponentProps) {
  const { staff, csrf, waiting, refreshSeconds, day, visits, today } = loaderData;
  const reminders = day > today;
  const sessions = [
    ...deskSessions.map((session) => ({ session, visits: visits.filter((v) => v.visitSession === session.key) })),
    // A visit booked under hours that have since changed still shows, under its own name.
    ...(visits.some((v) => !deskSessions.some((s) => s.key === v.visitSession))
      ? [{ session: undefined, visits: visits.filter((v) => !deskSessions.some((s) => s.key === v.visitSession)) }]
      : []),
  ];
  return (
    <StaffShell signedIn={{ name: staff, csrf, current: "visits" }} waiting={waiting} refreshSeconds={refreshSeconds}>
      <h1 className="text-2xl font-bold">
        Visits{" "}
        {/* "today" or "tomorrow" on screen only: the printed list is used on the day, and says only the date. */}
        {["today", "tomorrow"].includes(dayName(day, today)) ? (
          <span className="print:hidden">{dayName(day, today)}, </span>
        ) : null}
        {deskDay(day)}
      </h1>
      <p className="hidden print:block">Tick the box when the patient arrives.</p>
      <div className="my-3 flex flex-wrap items-end gap-2 print:hidden">
        <a
          href={`/staff/visits?day=${waiting.today.day}`}
          aria-current={day === today ? "page" : undefined}
          className={tab}
        >
          Today
        </a>
        <a
          href={`/staff/visits?day=${waiting.next.day}`}
          aria-current={day === waiting.next.day ? "page" : undefined}
          className={tab}
        >
          {dayName(waiting.next.day, today) === "tomorrow" ? "Tomorrow" : shortDay(waiting.next.day)}
        </a>
        <form method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="day" className={staffLabel}>
              Another day
            </label>
            <input id="day" name="day" type="date" defaultValue={day} className={staffControl} />
          </div>
          <button type="submit" className={staffButton}>
            Show
          </button>
        </form>
        <span className="flex flex-wrap items-center gap-3 sm:ml-auto">
          <a
            href={`/staff/export.csv?visit=${day}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Download this day (CSV)
          </a>
          <button type="button" hidden data-print className={staffButton}>
            Print this list
          </button>
        </span>
      </div>
      <p role="status" data-live="summary" className="mb-2">
        {visits.length === 0
          ? "No visits booked for this day."
          : `${visits.length} visit${visits.length === 1 ? "" : "s"} booked.`}
        {reminders && visits.length > 0 ? <RemindersLeft visits={visits} /> : null}
      </p>
      <div data-live="list" className="space-y-4">
        {sessions
          .filter((group) => group.visits.length > 0)
          .map((group) => (
            <section key={group.session?.key ?? "other"} aria-labelledby={`session-${group.session?.key ?? "other"}`}>
              <h2 id={`session-${group.session?.key ?? "other"}`} className="mb-1 text-xl font-bold">
                {group.session ? `${group.session.label}, ${group.session.hours}` : "Other sessions"} ·{" "}
                {group.visits.length}
              </h2>
              <ol className="overflow-hidden rounded-xl border border-gray-300 bg-white">
                {group.visits.map((visit, index) => (
                  <VisitRow key={visit.id} visit={visit} number={index + 1} reminders={reminders} />
                ))}
              </ol>
            </section>
          ))}
      </div>
    </StaffShell>
  );
}

/** "2 of 5 reminders sent. Next unsent: Ramesh": the day-before reminders, worked down the list. */
function RemindersLeft({ visits }: { visits: StoredRequest[] }) {
  const sent = visits.filter((visit) => visit.remindedAt).length;
  const next = visits.find((visit) => !visit.remindedAt && whatsAppNumber(visit.phone));
  return (
    <span className="print:hidden">
      {" "}
      {sent} of {visits.length} reminder{visits.length === 1 ? "" : "s"} sent.{" "}
      {next ? (
        <a href={`#visit-${next.id}`} className="font-semibold text-brand-800 underline">
          Next unsent: {next.name}
        </a>
      ) : null}
    </span>
  );
}

/**
 * One booked visit: who, their number, their language, why they come, the reminder (a sent one greys, with a tick and
 * "Send again"), and on paper a box to tick when they arrive.
 */
function VisitRow({ visit, number, reminders }: { visit: StoredRequest; number: number; reminders: boolean }) {
  const mobile = whatsAppNumber(visit.phone);
  const session = deskSession(visit.visitSession);
  const reminder =
    mobile && session && visit.visitDay
      ? `https://wa.me/${mobile}?text=${encodeURIComponent(visitReminder({ lang: visit.lang, name: visit.name, visit: { day: visit.visitDay, session } }))}`
      : undefined;
  const reason = firstLine(visit.subject || visit.message, 120);
  const reminded = reminders && Boolean(visit.remindedAt);
  return (
    <li
      id={`visit-${visit.id}`}
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-gray-300 px-3 py-2 last:border-b-0 ${reminded ? "bg-gray-100" : ""}`}
    >
      <span aria-hidden="true" className="hidden size-6 border-2 border-black print:inline-block" />
      <span className="w-6 text-right font-bold text-muted">{number}.</span>
      <a
        href={`/staff/requests/${visit.id}?back=${encodeURIComponent(`/staff/visits?day=${visit.visitDay}`)}`}
        className="inline-flex min-h-11 min-w-40 flex-1 items-center text-lg font-bold text-brand-800 underline underline-offset-4"
      >
        {visit.name}
      </a>
      <a
        href={telHref(visit.phone)}
        className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap underline"
      >
        {displayNumber(visit.phone)}
      </a>
      {visit.lang === "te" ? <span className="rounded bg-accent-100 px-1 font-semibold">Telugu</span> : null}
      {reason ? <span className="order-last basis-full pl-10 text-base break-words">Reason: {reason}</span> : null}
      {visit.note ? (
        <span className="order-last basis-full pl-10 text-base break-words">Note: {visit.note}</span>
      ) : null}
      {reminders ? (
        <span className="flex flex-wrap items-center gap-2 print:hidden">
          {reminded ? (
            <span data-reminded className="font-semibold text-green-900">
              <span aria-hidden="true">✓ </span>Reminder sent · {visit.remindedBy}, {deskTime(visit.remindedAt!)}
            </span>
          ) : null}
          {reminder ? (
            <a
              href={reminder}
              target="_blank"
              rel="noopener noreferrer"
              data-contact="reminder"
              data-contact-url={`/staff/requests/${visit.id}/contact`}
              className={`inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-3 font-semibold ${reminded ? "border-gray-400 bg-gray-100 text-gray-800" : "border-gray-500 bg-white"}`}
              aria-label={`Send ${visit.name} the reminder${reminded ? " again" : ""} on WhatsApp (in ${visit.lang === "te" ? "Telugu" : "English"})`}
            >
              {reminded ? "Send again" : "Send reminder"}
            </a>
          ) : (
            <span className="text-muted">Landline: call to remind</span>
          )}
        </span>
      ) : null}
    </li>
  );
}
