import { deskSessions } from "~/desk/desk-sessions";
import { BOOKABLE, nextOpenDays } from "~/desk/inbox";
import { dayName, shortDay } from "../staff/desk-time";
import { FoldedRequestForm, StatusFields, type DeskRequest } from "./request-card";
import { staffControl, staffLabel } from "../staff/staff-shell";
import { closedWeekdays } from "~/content/hospital/open-days";

/**
 * Booking in one tap: a button for each session of the next three open days (and the day the patient asked for),
 * or any other day and session. Booked always carries a day and a session.
 */
export function BookingPanel({
  request,
  csrf,
  back,
  today,
  time,
  prominent,
}: {
  request: DeskRequest;
  csrf: string;
  back: string;
  today: string;
  /** The time in India now ("13:05"): today's sessions that have ended are not offered. */
  time: string;
  prominent: boolean;
}) {
  if (!BOOKABLE.includes(request.status)) return null;
  const days = nextOpenDays(today, 3, closedWeekdays);
  const wanted = request.preferredDate;
  if (wanted && wanted > today && !days.includes(wanted) && nextOpenDays(wanted, 1, closedWeekdays)[0] === wanted)
    days.push(wanted);
  const heading = request.status === "booked" ? "Move the visit" : "Book a visit";
  return (
    <section aria-labelledby={`book-${request.id}`} className="space-y-2">
      <h2 id={`book-${request.id}`} className="text-xl font-bold">
        {heading}
      </h2>
      <form method="post" action={`/staff/requests/${request.id}`} className="space-y-3" data-keep-scroll>
        <StatusFields request={request} csrf={csrf} back={back} />
        <input type="hidden" name="status" value="booked" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {days
            .flatMap((day) => deskSessions.map((session) => ({ day, session })))
            .filter(({ day, session }) => day !== today || session.closes > time)
            .map(({ day, session }, index) => {
              const when = `${capitalise(dayName(day, today).replace(/^on /, ""))} · ${session.label}`;
              const first = prominent && index === 0;
              return (
                <button
                  key={`${day}-${session.key}`}
                  type="submit"
                  name="visit"
                  value={`${day}|${session.key}`}
                  className={`flex min-h-12 flex-col items-start justify-center rounded-md border-2 border-green-800 px-3 py-1 text-left leading-tight ${first ? "bg-green-800 text-white" : "bg-green-50 text-green-900"}`}
                  aria-label={`Book ${request.name} for ${when}, ${shortDay(day)}, ${session.hours}${day === wanted ? " (the day they asked for)" : ""}`}
                >
                  <span className="font-bold">{when}</span>
                  <span className="text-sm">
                    {shortDay(day)}
                    {day === wanted ? " · asked for" : ""}
                  </span>
                </button>
              );
            })}
        </div>
      </form>
      <FoldedRequestForm summary="Another day" requestId={request.id}>
        <StatusFields request={request} csrf={csrf} back={back} />
        <input type="hidden" name="status" value="booked" />
        <div>
          <label htmlFor={`day-${request.id}`} className={staffLabel}>
            Day
          </label>
          <input
            id={`day-${request.id}`}
            name="day"
            type="date"
            min={today}
            required
            // The day they asked for, or the first open day from it: a Sunday wish opens on the Monday.
            defaultValue={wanted && wanted >= today ? nextOpenDays(wanted, 1, closedWeekdays)[0] : undefined}
            className={staffControl}
          />
        </div>
        <div>
          <label htmlFor={`session-${request.id}`} className={staffLabel}>
            Session
          </label>
          <select id={`session-${request.id}`} name="session" className={staffControl}>
            {deskSessions.map((session) => (
              <option key={session.key} value={session.key}>
                {session.label} ({session.hours})
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md border-2 border-green-800 bg-green-50 px-4 font-bold text-green-900"
        >
          Book this day
        </button>
      </FoldedRequestForm>
    </section>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
