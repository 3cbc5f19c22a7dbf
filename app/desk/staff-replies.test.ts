import { describe, expect, it } from "vitest";
import { directionsHref, fullAddress, site } from "../content/site";
import { fullAddressTe } from "../content/te/hospital-words";
import {
  bookingConfirmation,
  builtInQuickReplies,
  messageName,
  quickReplyText,
  visitReminder,
  whatsAppReply,
} from "./staff-replies";
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

  it("says 'we tried to call you' only after a call nobody answered, and starts an answer to a message", () => {
    for (const lang of ["en", "te"] as const) {
      const tried = whatsAppReply({ lang, kind: "appointment", name: "Ravi", status: "no_answer" });
      expect(tried).toMatch(lang === "en" ? /tried to call you/ : /ఫోన్ చేశాం/);
      for (const reply of [
        whatsAppReply({ lang, kind: "appointment", name: "Ravi", status: "new" }),
        whatsAppReply({ lang, kind: "contact", name: "Ravi", status: "no_answer" }),
      ]) {
        expect(reply).not.toMatch(/tried to call|ఫోన్ చేశాం/);
      }
    }
    // The desk finishes a message's answer in WhatsApp: it ends ready for the next words.
    expect(whatsAppReply({ lang: "en", kind: "contact", name: "Ravi" })).toMatch(/Our answer: $/);
  });

  it("promises no date or price", () => {
    for (const lang of ["en", "te"] as const) {
      for (const kind of ["appointment", "contact"] as const) {
        expect(whatsAppReply({ lang, kind, name: "Ravi" })).not.toMatch(/₹|\d/);
      }
    }
  });
});

describe("the booking on WhatsApp", () => {
  it("says where the hospital is and links the way there, in both languages", () => {
    const visit = {
      day: "2026-12-04",
      session: { label: "Morning", hours: "9 am to 1 pm", te: { label: "ఉదయం", hours: "ఉదయం 9 నుంచి 1 వరకు" } },
    };
    const english = bookingConfirmation({ lang: "en", name: "Ravi", visit });
    expect(english).toContain(fullAddress);
    expect(english).toContain(`Directions: ${directionsHref} `);
    expect(bookingConfirmation({ lang: "te", name: "Ravi", visit })).toContain(`దారి: ${directionsHref} `);
  });
});

describe("quick replies", () => {
  it("has the way to the hospital and its hours built from the facts, in both languages", () => {
    const [reach, hours] = builtInQuickReplies();
    expect(reach!.en).toContain(fullAddress);
    expect(reach!.te).toContain(fullAddressTe);
    expect(reach!.te).toContain(directionsHref);
    expect(hours!.en).toMatch(/^We see patients Monday to Saturday, morning .+\. Sunday is our holiday\.$/);
    expect(teluguShare(hours!.te)).toBeGreaterThan(0.75);
  });

  it("greets the patient by name in their language before the desk's words", () => {
    expect(quickReplyText({ lang: "en", name: "Ravi", text: "Bring your old glasses." })).toBe(
      `Hello Ravi, this is ${site.name}. Bring your old glasses.`,
    );
    expect(quickReplyText({ lang: "te", name: "లక్ష్మి", text: "పాత కళ్ళద్దాలు తీసుకురండి." })).toMatch(
      /^నమస్కారం లక్ష్మి గారు, .+ పాత కళ్ళద్దాలు తీసుకురండి\.$/,
    );
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
      for (const text of texts.map((text) =>
        text
          .replace(directionsHref, "the hospital's map")
          .replace(fullAddress, "the hospital's address")
          .replace(fullAddressTe, "the hospital's address"),
      )) {
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
