import { describe, expect, it } from "vitest";
import {
  displayNumber,
  indianNumber,
  phoneSearchKeys,
  spreadsheetNumber,
  telHref,
  whatsAppNumber,
} from "./phone-numbers";

describe("mobiles, however a patient types them", () => {
  it.each([
    ["98480 12345", "9848012345"],
    ["+91 98480 12345", "9848012345"],
    ["+91-98480-12345", "9848012345"],
    ["91-9989-776655", "9989776655"],
    ["09848012345", "9848012345"],
    ["0 98480 12345", "9848012345"],
    ["098480 12345", "9848012345"],
  ])("%j is the mobile %s", (typed, national) => {
    expect(indianNumber(typed)).toEqual({ national, e164: `+91${national}`, mobile: true });
    expect(telHref(typed)).toBe(`tel:+91${national}`);
    expect(whatsAppNumber(typed)).toBe(`91${national}`);
    expect(displayNumber(typed)).toBe(`+91 ${national.slice(0, 5)} ${national.slice(5)}`);
  });

  it("dials 91-9989-776655 as +919989776655", () => {
    expect(telHref("91-9989-776655")).toBe("tel:+919989776655");
  });
});

describe("landlines", () => {
  it.each([
    ["08554 245678", "8554245678"],
    ["(08554) 245678", "8554245678"],
    ["080-2345 6789", "8023456789"],
    ["040 2345 6789", "4023456789"],
    ["4023456789", "4023456789"],
  ])("%j is the landline %s: dialled with +91, never on WhatsApp", (typed, national) => {
    expect(indianNumber(typed)).toEqual({ national, e164: `+91${national}`, mobile: false });
    expect(telHref(typed)).toBe(`tel:+91${national}`);
    expect(whatsAppNumber(typed)).toBeNull();
  });
});

describe("numbers that are not Indian", () => {
  it("takes +44 20 7946 0958 as foreign: dialled as typed, no WhatsApp, shown as typed", () => {
    expect(indianNumber("+44 20 7946 0958")).toBeNull();
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(whatsAppNumber("+44 20 7946 0958")).toBeNull();
    expect(displayNumber(" +44 20 7946 0958 ")).toBe("+44 20 7946 0958");
  });

  it("takes 12345 as no number: its digits kept for the tel: link", () => {
    expect(indianNumber("12345")).toBeNull();
    expect(telHref("12345")).toBe("tel:12345");
    expect(whatsAppNumber("12345")).toBeNull();
  });
});

describe("phoneSearchKeys", () => {
  it("reads 91 98480 and +91 98480 as the start of a number after the country code", () => {
    expect(phoneSearchKeys("91 98480").prefix).toEqual(["98480"]);
    expect(phoneSearchKeys("+91 98480").prefix).toEqual(["98480"]);
  });

  it("reads 098480 as the start of a number after the trunk 0", () => {
    expect(phoneSearchKeys("098480").prefix).toEqual(["98480"]);
  });

  it("finds 98480 anywhere in a number", () => {
    expect(phoneSearchKeys("98480")).toEqual({ anywhere: ["98480"], prefix: [] });
  });

  it("finds nothing by number with fewer than three digits", () => {
    expect(phoneSearchKeys("98")).toEqual({ anywhere: [], prefix: [] });
  });
});

describe("a number in a spreadsheet", () => {
  it("is written as the counter dials it, with a space, so it stays text and never looks like a formula", () => {
    expect(spreadsheetNumber("+919848045678")).toBe("98480 45678");
    expect(spreadsheetNumber("091 9849012345")).toBe("98490 12345");
    expect(spreadsheetNumber("08554 245678")).toBe("08554 245678");
    expect(spreadsheetNumber(" 12345 ")).toBe("12345");
  });
});
