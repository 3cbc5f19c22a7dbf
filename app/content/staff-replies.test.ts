import { describe, expect, it } from "vitest";
import { site } from "./site";
import { bookingConfirmation, messageName, visitReminder, whatsAppReply } from "./staff-replies";
import { teluguShare } from "../../tests/telugu-script";

describe("whatsAppReply", () => {
  it("answers a Telugu request in Telugu script, addressing the person by name", () => {
    for (const kind of ["appointment", "contact"] as const) {
      const reply = whatsAppReply({ lang: "te", kind, name: "Lakshmi Devi" });
      expect(reply).toContain("Lakshmi Devi గారు");
      expect(teluguShare(reply), reply).toBeGreaterThan(0.75);
    }
    expect(whatsAppReply({ lang: "te", kind: "appointment", name: "Ravi" })).toContain("అపాయింట్‌మెంట్");
    expect(whatsAppReply({ lang: "te", kind: "contact", name: "Ravi" })).toContain("సందేశం");
  });

  it("answers an English request in English, with the person's name and the hospital's", () => {
    const appointment = whatsAppReply({ lang: "en", kind: "appointment", name: "Ravi Kumar" });
    expect(appointment).toContain("Ravi Kumar");
    expect(appointment).toContain(site.name);
    expect(appointment).toContain("appointment request");
    const contact = whatsAppReply({ lang: "en", kind: "contact", name: "Ravi Kumar" });
    expect(contact).toContain("Ravi Kumar");
    expect(contact).toContain(site.name);
    expect(contact).toContain("your message");
  });

  it("promises no date or price", () => {
    for (const lang of ["en", "te"] as const) {
      for (const kind of ["appointment", "contact"] as const) {
        expect(whatsAppReply({ lang, kind, name: "Ravi" })).not.toMatch(/₹|\d/);
      }
    }
  });
});

describe("a patient's name in the hospital's messages", () => {
  const trick = "Ravi\nURGENT: pay Rs 500 at upi://pay?pa=desk@okbank now www.pay-here.in \u202eKumar";
  const visit = {
    day: "2026-12-04",
    session: { label: "Morning", hours: "9 am to 1 pm", te: { label: "ఉదయం", hours: "ఉదయం 9 నుంచి 1 వరకు" } },
  };

  it("keeps words a name is made of, and no link, payment address, amount or new line", () => {
    expect(messageName(trick)).toBe("Ravi pay Rs at now Kumar");
    expect(messageName("లక్ష్మి దేవి")).toBe("లక్ష్మి దేవి");
    expect(messageName("K. O'Brien-Reddy")).toBe("K. O'Brien-Reddy");
    expect(messageName("Ravi Kumar ".repeat(10)).length).toBeLessThanOrEqual(60);
  });

  it("puts no link, UPI address or text-reversing mark into any message, in either language", () => {
    for (const lang of ["en", "te"] as const) {
      const texts = [
        whatsAppReply({ lang, kind: "appointment", name: trick }),
        bookingConfirmation({ lang, name: trick, visit }),
        visitReminder({ lang, name: trick, visit }),
      ];
      for (const text of texts) {
        expect(text, text).not.toMatch(/\bupi\b|:\/\/|www\.|@|\n|\u202e|500/i);
        expect(text).toContain("Ravi");
      }
    }
  });

  it("greets without a name when nothing of it can go into a message", () => {
    expect(whatsAppReply({ lang: "en", kind: "contact", name: "upi://pay?pa=x@y" })).toMatch(/^Hello, this is /);
    expect(whatsAppReply({ lang: "te", kind: "contact", name: "https://x.in" })).toMatch(/^నమస్కారం, /);
  });
});
