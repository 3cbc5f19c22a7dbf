import { addDays } from "~/lib/form-basics";

/** How the desk reads times and days: India time, short, at a glance. */

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

/** "2026-11-27" → "Fri 27 Nov": a day in a list row. */
export function shortDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString("en-IN", { timeZone: "UTC", ...options });
  return `${part({ weekday: "short" })} ${part({ day: "numeric" })} ${part({ month: "short" })}`;
}

/** "12 min", "3 h", "4 days": how long a request has waited (or since something happened). */
export function timeSince(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** "today", "tomorrow" or "on Monday": a visit day said as the desk would. */
export function dayName(day: string, today: string): string {
  if (day === today) return "today";
  if (day === addDays(today, 1)) return "tomorrow";
  return `on ${new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { timeZone: "UTC", weekday: "long" })}`;
}
