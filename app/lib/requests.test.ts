import { describe, expect, it } from "vitest";
import { addDays, appointmentSchema, contactSchema, phoneDigits, todayInIndia } from "./requests";

describe("phoneDigits", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["(08554) 245678", "8554245678"],
    ["+1 415 555 0100", "14155550100"],
  ])("reads %s as %s", (raw, digits) => expect(phoneDigits(raw)).toBe(digits));
});

const contact = {
  name: "Sunitha",
  email: "s@example.com",
  phone: "9876543210",
  subject: "Glasses",
  message: "Do you have progressive lenses?",
};

describe("appointmentSchema", () => {
  const today = todayInIndia();
  const valid = { name: "Ravi", phone: "9876543210", date: today, message: "" };

  it("accepts today and a date a year ahead, not the day before or after", () => {
    expect(appointmentSchema.safeParse(valid).success).toBe(true);
    expect(appointmentSchema.safeParse({ ...valid, date: addDays(today, 365) }).success).toBe(true);
    expect(appointmentSchema.safeParse({ ...valid, date: addDays(today, -1) }).success).toBe(false);
    expect(appointmentSchema.safeParse({ ...valid, date: addDays(today, 366) }).success).toBe(false);
  });

  it("takes 10 to 13 digits once +91 or 0 is set aside", () => {
    expect(appointmentSchema.safeParse({ ...valid, phone: "+91 98765 4321" }).success).toBe(false);
    expect(appointmentSchema.safeParse({ ...valid, phone: "1234567890123" }).success).toBe(true);
    expect(appointmentSchema.safeParse({ ...valid, phone: "12345678901234" }).success).toBe(false);
  });

  it("trims the name and keeps Telugu text", () => {
    const parsed = appointmentSchema.parse({ ...valid, name: "  లక్ష్మి  " });
    expect(parsed.name).toBe("లక్ష్మి");
  });

  it("keeps a name to one line of about 60 letters, without marks that turn the desk's text around", () => {
    const lines = appointmentSchema.parse({ ...valid, name: "Ravi\r\nURGENT: pay Rs 500\u2028now" });
    expect(lines.name).toBe("Ravi URGENT: pay Rs 500 now");
    expect(appointmentSchema.parse({ ...valid, name: "\u202eivaR\u202c Kumar\u2066" }).name).toBe("ivaR Kumar");
    // Telugu's zero-width joiners are letters' business, not tricks: they stay.
    expect(appointmentSchema.parse({ ...valid, name: "శ్రీ\u200cనివాస్" }).name).toBe("శ్రీ\u200cనివాస్");
    expect(appointmentSchema.safeParse({ ...valid, name: "a".repeat(60) }).success).toBe(true);
    expect(appointmentSchema.safeParse({ ...valid, name: "a".repeat(61) }).success).toBe(false);
    expect(appointmentSchema.safeParse({ ...valid, name: "\u202e\n\t" }).success).toBe(false);
    expect(contactSchema.parse({ ...contact, name: "Sunitha\nDevi" }).name).toBe("Sunitha Devi");
  });
});

describe("contactSchema", () => {
  const valid = {
    name: "Sunitha",
    email: "s@example.com",
    phone: "9876543210",
    subject: "Glasses",
    service: "opticals",
    message: "Do you have progressive lenses?",
  };
  it("accepts the listed services or none", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, service: "" }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, service: "dental" }).success).toBe(false);
  });
  it("needs a valid e-mail", () => {
    expect(contactSchema.safeParse({ ...valid, email: "s@" }).success).toBe(false);
  });
});
