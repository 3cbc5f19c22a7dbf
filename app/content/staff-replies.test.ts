import { describe, expect, it } from "vitest";
import { site } from "./site";
import { whatsAppReply } from "./staff-replies";
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
