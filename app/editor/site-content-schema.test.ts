import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { NOTICE_LIMIT } from "../content/site-content";
import { emailForm, hoursForm, noticeForm, phoneForm, streetForm, whatsappForm } from "./site-content-schema";

/** The sentence an editor is shown: the first problem's (as parseStaffForm and firstProblem take it). */
function refusal(schema: z.ZodType, form: Record<string, string>) {
  const parsed = schema.safeParse(form);
  expect(parsed.success).toBe(false);
  return { message: parsed.error?.issues[0]?.message ?? "", path: parsed.error?.issues[0]?.path ?? [] };
}

describe("phoneForm", () => {
  it.each(["98480 22222", "+91 98480 22222", "09848022222"])("accepts %j", (phone) => {
    expect(phoneForm.safeParse({ phone })).toEqual({ success: true, data: { phone } });
  });

  it("refuses 12345: not an Indian number", () => {
    expect(refusal(phoneForm, { phone: "12345" }).message).toContain("must be an Indian number");
  });

  it("refuses thirty characters as too long", () => {
    const { message } = refusal(phoneForm, { phone: "9".repeat(30) });
    expect(message).toBe("The phone number is too long: type ten digits, with +91 if you like.");
  });

  it("refuses an empty number", () => {
    expect(refusal(phoneForm, { phone: "  " }).message).toBe("Type the phone number.");
  });
});

describe("whatsappForm", () => {
  it("refuses the landline 08554 245678: WhatsApp needs a mobile", () => {
    expect(refusal(whatsappForm, { whatsapp: "08554 245678" }).message).toBe(
      "WhatsApp needs a mobile number (starting 6, 7, 8 or 9), not a landline.",
    );
  });

  it("accepts the mobile 9848022222", () => {
    expect(whatsappForm.safeParse({ whatsapp: "9848022222" })).toEqual({
      success: true,
      data: { whatsapp: "9848022222" },
    });
  });
});

describe("emailForm", () => {
  it("refuses not-an-email", () => {
    expect(refusal(emailForm, { email: "not-an-email" }).message).toBe("Type an e-mail address, like care@example.in.");
  });

  it("refuses an address of 200 characters as too long", () => {
    const email = `${"a".repeat(189)}@example.in`;
    expect(email).toHaveLength(200);
    expect(refusal(emailForm, { email }).message).toBe("The e-mail address is too long.");
  });

  it("accepts care@example.in, trimmed", () => {
    expect(emailForm.safeParse({ email: " care@example.in " })).toEqual({
      success: true,
      data: { email: "care@example.in" },
    });
  });
});

describe("streetForm", () => {
  it("refuses <script> in the English", () => {
    const { message, path } = refusal(streetForm, { en: "12 Main Road <script>alert(1)</script>", te: "రోడ్" });
    expect(message).toContain("cannot contain < or >");
    expect(path).toEqual(["en"]);
  });

  it("accepts Telugu text, with no sameMeaning when the box is not ticked", () => {
    const form = { en: "12-3-45, Subash Road", te: "12-3-45, సుభాష్ రోడ్, క్లాక్ టవర్ దగ్గర" };
    expect(streetForm.safeParse(form)).toEqual({ success: true, data: form });
  });

  it("takes sameMeaning only as yes", () => {
    expect(streetForm.safeParse({ en: "Road", te: "రోడ్", sameMeaning: "yes" }).data?.sameMeaning).toBe("yes");
    expect(streetForm.safeParse({ en: "Road", te: "రోడ్", sameMeaning: "on" }).success).toBe(false);
  });
});

describe("hoursForm", () => {
  const shop = "10:00-20:00";

  it("reads 09:00-13:00, 17:00-19:00 as two sessions", () => {
    const parsed = hoursForm.safeParse({ consultation: "09:00-13:00, 17:00-19:00", opticals: shop });
    expect(parsed.data).toEqual({
      consultation: [
        { opens: "09:00", closes: "13:00" },
        { opens: "17:00", closes: "19:00" },
      ],
      opticals: [{ opens: "10:00", closes: "20:00" }],
    });
  });

  it("accepts the en dash as the separator", () => {
    const parsed = hoursForm.safeParse({ consultation: "09:00 – 13:00,17:00–19:00", opticals: shop });
    expect(parsed.data?.consultation).toEqual([
      { opens: "09:00", closes: "13:00" },
      { opens: "17:00", closes: "19:00" },
    ]);
  });

  it.each([
    ["14:00-10:00", "closes before it opens"],
    ["10:00-14:00, 13:00-15:00", "sessions overlap"],
    ["9-5", "not HH:MM"],
    ["08:00-09:00, 10:00-11:00, 12:00-13:00, 14:00-15:00", "four sessions"],
    ["25:00-26:00", "no such hour"],
    ["10:00", "no closing time"],
    ["10:00-14:00-18:00", "three times in one session"],
  ])("refuses %j (%s)", (consultation) => {
    const { message, path } = refusal(hoursForm, { consultation, opticals: shop });
    expect(message.startsWith("Write the consultation hours as sessions")).toBe(true);
    expect(path).toEqual(["consultation"]);
  });

  it("names the optical shop when its hours are wrong", () => {
    const { message } = refusal(hoursForm, { consultation: "10:00-14:00", opticals: "20:00-10:00" });
    expect(message.startsWith("Write the optical shop hours as sessions")).toBe(true);
  });
});

describe("noticeForm", () => {
  const valid = { from: "2027-01-13", until: "2027-01-14", en: "Closed for Sankranti.", te: "సంక్రాంతికి సెలవు." };

  it("accepts a notice for two days in both languages", () => {
    expect(noticeForm.safeParse(valid)).toEqual({ success: true, data: valid });
  });

  it("refuses a last day before the first, on the last day's field", () => {
    const { message, path } = refusal(noticeForm, { ...valid, until: "2027-01-12" });
    expect(message).toBe("The last day cannot be before the first.");
    expect(path).toEqual(["until"]);
  });

  it(`refuses an English text longer than ${NOTICE_LIMIT} characters, and takes one of exactly that length`, () => {
    const { message, path } = refusal(noticeForm, { ...valid, en: "a".repeat(NOTICE_LIMIT + 1) });
    expect(message).toBe(`The notice in English is too long: at most ${NOTICE_LIMIT} characters.`);
    expect(path).toEqual(["en"]);
    expect(noticeForm.safeParse({ ...valid, en: "a".repeat(NOTICE_LIMIT) }).success).toBe(true);
  });

  it("refuses <b> in the Telugu text", () => {
    const { message, path } = refusal(noticeForm, { ...valid, te: "<b>సెలవు</b>" });
    expect(message).toContain("cannot contain < or >");
    expect(path).toEqual(["te"]);
  });

  it("refuses a day that is not a date", () => {
    expect(refusal(noticeForm, { ...valid, from: "13/01/2027" }).message).toBe("Choose a day.");
  });
});
