import type { VisitSession } from "~/desk/inbox";
import { clockTime, clockTimeTe, hoursAt, type Session } from "../content/hospital/choices";

/**
 * The sessions a visit can be booked for, named from the hospital's consultation hours (the visible reading while
 * the hours are an open choice, the chosen hours once settled): "Morning, 10:00 AM – 2:00 PM" and "Evening, 6:00 PM –
 * 8:00 PM"; one long session (09:00–18:00) is split at 1 PM into morning and afternoon.
 */
export interface DeskSession {
  key: VisitSession;
  /** "Morning" */
  label: string;
  /** "10:00 AM – 2:00 PM" */
  hours: string;
  /** "14:00": after this, the session can no longer be booked for today. */
  closes: string;
  /** "ఉదయం" and "ఉదయం 10:00 – మధ్యాహ్నం 2:00", for the patient's WhatsApp message. */
  te: { label: string; hours: string };
}

const NAMES: Record<VisitSession, { label: string; te: string }> = {
  morning: { label: "Morning", te: "ఉదయం" },
  afternoon: { label: "Afternoon", te: "మధ్యాహ్నం" },
  evening: { label: "Evening", te: "సాయంత్రం" },
};

const keyOf = (opens: string): VisitSession => {
  const hour = Number(opens.split(":")[0]);
  return hour < 12 ? "morning" : hour < 16 ? "afternoon" : "evening";
};

export function sessionsFrom(consultation: readonly Session[]): DeskSession[] {
  const parts =
    consultation.length === 1 && consultation[0]!.opens < "13:00" && consultation[0]!.closes > "14:00"
      ? [
          { opens: consultation[0]!.opens, closes: "13:00" },
          { opens: "13:00", closes: consultation[0]!.closes },
        ]
      : consultation;
  return parts.map(({ opens, closes }) => {
    const key = keyOf(opens);
    return {
      key,
      label: NAMES[key].label,
      hours: `${clockTime(opens)} – ${clockTime(closes)}`,
      closes,
      te: { label: NAMES[key].te, hours: `${clockTimeTe(opens)} – ${clockTimeTe(closes)}` },
    };
  });
}

export const deskSessions: DeskSession[] = sessionsFrom(hoursAt.visible.consultation);

export const deskSession = (key: VisitSession | null | undefined) =>
  deskSessions.find((session) => session.key === key) ??
  (key ? { key, label: NAMES[key].label, hours: "", closes: "", te: { label: NAMES[key].te, hours: "" } } : undefined);
