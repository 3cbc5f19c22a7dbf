import { describe, expect, it } from "vitest";
import { EMPTY_SITE_CONTENT, outOfDateTwin, type Notice, type SiteContent } from "~/content/site-content";
import { applyEdit, currentValues } from "./site-editor.server";

// 06:00 UTC is 11:30 in India: the same date.
const now = new Date("2026-11-26T06:00:00Z");
// 20:00 UTC is 01:30 the next morning in India: the UTC date and India's differ.
const lateEvening = new Date("2026-11-26T20:00:00Z");

const defaults = currentValues(EMPTY_SITE_CONTENT);

function edited(result: ReturnType<typeof applyEdit>) {
  if (!result.ok) throw new Error(`Refused: ${result.problem}`);
  return result;
}

const notice = (id: string): Notice => ({
  id,
  from: "2026-11-20",
  until: "2026-12-31",
  text: { en: `Notice ${id}`, te: `ప్రకటన ${id}`, enChanged: "", teChanged: "" },
});

describe("currentValues", () => {
  it("with nothing published, gives the repository's values", () => {
    expect(defaults.phone).toBe("+91 94400 12345");
    expect(defaults.whatsapp).toBe("+91 94400 12345");
    expect(defaults.email).toBe("care@sunriseeyehospital.example");
    expect(defaults.street).toEqual({
      en: "12-3-45, Subash Road, near Clock Tower",
      te: "12-3-45, సుభాష్ రోడ్, క్లాక్ టవర్ దగ్గర",
    });
    expect(defaults.hours).toEqual({ consultation: "10:00-14:00, 18:00-20:00", opticals: "10:00-20:00" });
  });

  it("gives the newest version's values over the repository's", () => {
    const content: SiteContent = {
      facts: {
        phone: { value: "+91 98480 22222", by: "Lakshmi", on: "2026-11-26" },
        hours: {
          value: {
            consultation: [{ opens: "09:00", closes: "13:00" }],
            opticals: [{ opens: "09:00", closes: "19:00" }],
          },
          by: "Lakshmi",
          on: "2026-11-26",
        },
      },
      notices: [],
    };
    expect(currentValues(content).phone).toBe("+91 98480 22222");
    expect(currentValues(content).hours).toEqual({ consultation: "09:00-13:00", opticals: "09:00-19:00" });
    expect(currentValues(content).email).toBe("care@sunriseeyehospital.example");
  });
});

describe("applyEdit: phone", () => {
  it("stores the number as written for people, by whom and on which day", () => {
    const result = edited(applyEdit(undefined, "phone", new URLSearchParams({ phone: "9848022222" }), "Lakshmi", now));
    expect(result.content.facts.phone).toEqual({ value: "+91 98480 22222", by: "Lakshmi", on: "2026-11-26" });
    expect(result.summary).toBe("Phone number: +91 94400 12345 → +91 98480 22222");
  });

  it("dates the change by India's date, not UTC's", () => {
    const result = edited(
      applyEdit(undefined, "phone", new URLSearchParams({ phone: "9848022222" }), "Lakshmi", lateEvening),
    );
    expect(result.content.facts.phone?.on).toBe("2026-11-27");
  });

  it("leaves the previous content as it was", () => {
    const previous: SiteContent = {
      facts: { phone: { value: "+91 98480 11111", by: "Ravi", on: "2026-11-01" } },
      notices: [notice("a")],
    };
    const copy = structuredClone(previous);
    const result = edited(applyEdit(previous, "phone", new URLSearchParams({ phone: "9848022222" }), "Lakshmi", now));
    expect(previous).toEqual(copy);
    expect(result.content).not.toBe(previous);
    expect(result.content.notices).toEqual(copy.notices);
    expect(result.summary).toBe("Phone number: +91 98480 11111 → +91 98480 22222");
  });

  it("refuses a number that is not Indian with a sentence, and changes nothing", () => {
    const result = applyEdit(undefined, "phone", new URLSearchParams({ phone: "12345" }), "Lakshmi", now);
    expect(result).toEqual({
      ok: false,
      problem: "The phone number must be an Indian number: ten digits, like 94400 12345.",
    });
  });
});

describe("applyEdit: street", () => {
  it("marks the Telugu out of date when only the English changed", () => {
    const form = new URLSearchParams({ en: "14-1-2, Subash Road, near Clock Tower", te: defaults.street.te });
    const result = edited(applyEdit(undefined, "street", form, "Lakshmi", now));
    const text = result.content.facts.street?.value;
    expect(text).toEqual({
      en: "14-1-2, Subash Road, near Clock Tower",
      te: defaults.street.te,
      enChanged: "2026-11-26T06:00:00.000Z",
      teChanged: "",
    });
    expect(outOfDateTwin(text!)).toBe("te");
    expect(result.summary).toBe(
      `Street address: 12-3-45, Subash Road, near Clock Tower → 14-1-2, Subash Road, near Clock Tower (Telugu: ${defaults.street.te})`,
    );
  });

  it("marks neither out of date when the editor says both mean the same", () => {
    const form = new URLSearchParams({
      en: "14-1-2, Subash Road, near Clock Tower",
      te: defaults.street.te,
      sameMeaning: "yes",
    });
    const text = edited(applyEdit(undefined, "street", form, "Lakshmi", now)).content.facts.street?.value;
    expect(text?.enChanged).toBe("2026-11-26T06:00:00.000Z");
    expect(text?.teChanged).toBe("2026-11-26T06:00:00.000Z");
    expect(outOfDateTwin(text!)).toBeNull();
  });

  it("clears the mark when the Telugu left behind is brought up to date, without marking the English", () => {
    const english = new URLSearchParams({ en: "14-1-2, Subash Road, near Clock Tower", te: defaults.street.te });
    const first = edited(applyEdit(undefined, "street", english, "Lakshmi", now)).content;
    const later = new Date("2026-11-26T07:00:00Z");
    const telugu = new URLSearchParams({ en: "14-1-2, Subash Road, near Clock Tower", te: "14-1-2, సుభాష్ రోడ్" });
    const text = edited(applyEdit(first, "street", telugu, "Ravi", later)).content.facts.street?.value;
    expect(outOfDateTwin(text!)).toBeNull();
    expect(text?.teChanged).toBe("2026-11-26T07:00:00.000Z");
  });
});

describe("applyEdit: notices", () => {
  const noticeForm = (from: string, until: string) =>
    new URLSearchParams({ from, until, en: "Closed on Sunday.", te: "ఆదివారం సెలవు." });

  it("adds a notice for today (India's date) with both texts, changed together", () => {
    const result = edited(
      applyEdit(undefined, "notice-add", noticeForm("2026-11-27", "2026-11-27"), "Lakshmi", lateEvening),
    );
    expect(result.content.notices).toHaveLength(1);
    const [added] = result.content.notices;
    expect(added).toEqual({
      id: expect.stringMatching(/^[\w-]{8}$/),
      from: "2026-11-27",
      until: "2026-11-27",
      text: {
        en: "Closed on Sunday.",
        te: "ఆదివారం సెలవు.",
        enChanged: "2026-11-26T20:00:00.000Z",
        teChanged: "2026-11-26T20:00:00.000Z",
      },
    });
    expect(result.summary).toBe("Notice added for 2026-11-27 to 2026-11-27: Closed on Sunday.");
  });

  it("refuses a notice whose last day has passed in India, though it is still that day in UTC", () => {
    const result = applyEdit(undefined, "notice-add", noticeForm("2026-11-26", "2026-11-26"), "Lakshmi", lateEvening);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toBe("The last day has passed already: choose a day from today on.");
  });

  it("refuses a thirteenth notice", () => {
    const previous: SiteContent = {
      facts: {},
      notices: Array.from({ length: 12 }, (_, index) => notice(`n${index}`)),
    };
    const result = applyEdit(previous, "notice-add", noticeForm("2026-11-26", "2026-11-30"), "Lakshmi", now);
    expect(result).toEqual({ ok: false, problem: "Twelve notices at once is the most: remove one first." });
    expect(previous.notices).toHaveLength(12);
  });

  it("takes an eleventh notice to twelve", () => {
    const previous: SiteContent = {
      facts: {},
      notices: Array.from({ length: 11 }, (_, index) => notice(`n${index}`)),
    };
    const result = edited(applyEdit(previous, "notice-add", noticeForm("2026-11-26", "2026-11-30"), "Lakshmi", now));
    expect(result.content.notices).toHaveLength(12);
    expect(previous.notices).toHaveLength(11);
  });

  it("refuses to remove a notice that is not there", () => {
    const previous: SiteContent = { facts: {}, notices: [notice("a")] };
    expect(applyEdit(previous, "notice-remove", new URLSearchParams({ id: "b" }), "Lakshmi", now)).toEqual({
      ok: false,
      problem: "That notice is not there any more.",
    });
  });

  it("removes a notice by its id, and only that one", () => {
    const previous: SiteContent = { facts: {}, notices: [notice("a"), notice("b"), notice("c")] };
    const result = edited(applyEdit(previous, "notice-remove", new URLSearchParams({ id: "b" }), "Lakshmi", now));
    expect(result.content.notices.map((entry) => entry.id)).toEqual(["a", "c"]);
    expect(result.summary.startsWith("Notice removed")).toBe(true);
    expect(result.summary).toBe("Notice removed (2026-11-20 to 2026-12-31): Notice b");
    expect(previous.notices).toHaveLength(3);
  });
});

describe("applyEdit: hours", () => {
  it("stores the sessions and says what they were and are", () => {
    const form = new URLSearchParams({ consultation: "09:00-13:00, 17:00-19:00", opticals: "09:00-19:00" });
    const result = edited(applyEdit(undefined, "hours", form, "Lakshmi", now));
    expect(result.content.facts.hours).toEqual({
      value: {
        consultation: [
          { opens: "09:00", closes: "13:00" },
          { opens: "17:00", closes: "19:00" },
        ],
        opticals: [{ opens: "09:00", closes: "19:00" }],
      },
      by: "Lakshmi",
      on: "2026-11-26",
    });
    expect(result.summary).toBe(
      "Hours: consultations 10:00-14:00, 18:00-20:00 → 09:00-13:00, 17:00-19:00; optical shop 10:00-20:00 → 09:00-19:00",
    );
  });

  it("refuses hours that overlap", () => {
    const form = new URLSearchParams({ consultation: "10:00-14:00, 13:00-15:00", opticals: "10:00-20:00" });
    const result = applyEdit(undefined, "hours", form, "Lakshmi", now);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.startsWith("Write the consultation hours as sessions")).toBe(true);
  });
});

describe("applyEdit: the doctor and the open questions", () => {
  it("confirms the doctor's name and registration together", () => {
    const form = new URLSearchParams({ doctorName: "Dr. K. Example", registration: "APMC Reg. No. 12345" });
    const result = edited(applyEdit(undefined, "doctor", form, "Lakshmi", now));
    expect(result.content.facts.doctorName).toEqual({ value: "Dr. K. Example", by: "Lakshmi", on: "2026-11-26" });
    expect(result.content.facts.registration?.value).toBe("APMC Reg. No. 12345");
    expect(result.summary).toBe(
      "Lead doctor: Dr. Anand Reddy, APMC Reg. No. 00000 (sample) → Dr. K. Example, APMC Reg. No. 12345",
    );
  });

  it("answers the check-up price with one of its two readings or the hospital's own, and refuses anything else", () => {
    const price = (form: Record<string, string>) =>
      applyEdit(undefined, "checkUpPrice", new URLSearchParams(form), "Lakshmi", now);
    const result = edited(price({ checkUpPrice: "main" }));
    expect(result.content.facts.checkUpPrice?.value).toBe("main");
    expect(result.summary).toBe("Check-up price: ₹500 (as most pages say)");
    // Another hospital's price (issue 40): any whole number of rupees up to the limit, "₹" and commas allowed.
    const own = edited(price({ checkUpPrice: "own", ownPrice: "₹ 1,250" }));
    expect(own.content.facts.checkUpPrice?.value).toBe(1250);
    expect(own.summary).toBe("Check-up price: ₹1250 (the hospital's own price)");
    expect(price({ checkUpPrice: "400" })).toEqual({ ok: false, problem: "Choose one of the prices." });
    for (const ownPrice of ["", "0", "250.50", "fifty", "20000"]) {
      expect(price({ checkUpPrice: "own", ownPrice })).toEqual({
        ok: false,
        problem: "Type the price in whole rupees, from 1 to 10000, like 250.",
      });
    }
  });

  it("answers the insurance question", () => {
    const form = new URLSearchParams({ insurance: "noDirectTieUps" });
    const result = edited(applyEdit(undefined, "insurance", form, "Lakshmi", now));
    expect(result.content.facts.insurance?.value).toBe("noDirectTieUps");
    expect(currentValues(result.content).insurance).toBe("noDirectTieUps");
  });
});

describe("applyEdit: the map position", () => {
  it("stores the building's coordinates as numbers", () => {
    const form = new URLSearchParams({ latitude: "14.6855", longitude: "77.5952" });
    const result = edited(applyEdit(undefined, "geo", form, "Lakshmi", now));
    expect(result.content.facts.geo?.value).toEqual({ latitude: 14.6855, longitude: 77.5952 });
    expect(result.summary).toBe("Map position: 14.6819, 77.6006 → 14.6855, 77.5952");
  });

  it("refuses a swapped pair, which would put the hospital far from Andhra Pradesh", () => {
    const form = new URLSearchParams({ latitude: "77.5952", longitude: "14.6855" });
    expect(applyEdit(undefined, "geo", form, "Lakshmi", now)).toEqual({
      ok: false,
      problem: "The latitude must be between 12.5 and 19.5 (Andhra Pradesh).",
    });
  });
});
