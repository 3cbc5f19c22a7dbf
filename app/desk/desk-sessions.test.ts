import { describe, expect, it } from "vitest";
import { nextOpenDays } from "~/desk/inbox";
import { deskSessions, sessionsFrom } from "./desk-sessions";
import { bookingConfirmation, visitReminder } from "./staff-replies";

describe("the sessions a visit is booked for", () => {
  it("follow the visible consultation hours: a morning and an evening", () => {
    expect(deskSessions.map(({ key, hours }) => `${key} ${hours}`)).toEqual([
      "morning 10:00 AM – 2:00 PM",
      "evening 6:00 PM – 8:00 PM",
    ]);
  });

  it("split one long day (the structured data's 09:00–18:00) into a morning and an afternoon", () => {
    expect(sessionsFrom([{ opens: "09:00", closes: "18:00" }]).map(({ key, hours }) => `${key} ${hours}`)).toEqual([
      "morning 9:00 AM – 1:00 PM",
      "afternoon 1:00 PM – 6:00 PM",
    ]);
  });

  it("are never on a Sunday, the hospital's holiday", () => {
    // 2026-11-28 is a Saturday.
    expect(nextOpenDays("2026-11-28", 3, [0])).toEqual(["2026-11-28", "2026-11-30", "2026-12-01"]);
  });
});

describe("the WhatsApp messages a booked patient is sent", () => {
  const morning = deskSessions[0]!;
  const visit = { day: "2026-11-27", session: morning };

  it("give the day, the session and its hours in English", () => {
    const text = bookingConfirmation({ lang: "en", name: " Ramesh ", visit });
    expect(text).toContain("Hello Ramesh,");
    expect(text).toContain("booked for Friday, 27 November, morning (10:00 AM – 2:00 PM)");
    expect(visitReminder({ lang: "en", name: "Ramesh", visit })).toContain(
      "your appointment is on Friday, 27 November, morning (10:00 AM – 2:00 PM)",
    );
  });

  it("in Telugu for a request from the Telugu pages, with the hours as Telugu says them", () => {
    const text = bookingConfirmation({ lang: "te", name: "లక్ష్మి", visit });
    expect(text).toContain("లక్ష్మి గారు");
    expect(text).toContain("27 నవంబర్, శుక్రవారం, ఉదయం 10:00 – మధ్యాహ్నం 2:00 మధ్యలో బుక్ అయింది");
    expect(text).toContain("మీరు వాడుతున్న మాత్రలు, కంటి చుక్కలు తీసుకురండి");
    expect(visitReminder({ lang: "te", name: "లక్ష్మి", visit })).toContain("గుర్తు చేస్తున్నాం");
  });
});
