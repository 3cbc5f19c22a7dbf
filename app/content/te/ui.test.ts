import { describe, expect, it } from "vitest";
import { site } from "../site";
import { ui as english } from "../ui";
import { ui as telugu } from "./ui";

/** The clock hours in a text: "10:00 AM – 2:00 PM" → [10, 2]. */
const hoursIn = (text: string) => [...text.matchAll(/(?<![\d:])\d{1,2}(?!\d)/g)].map((match) => Number(match[0]));

describe("the Telugu frame words", () => {
  it("give the hospital's hours with the same times as its facts", () => {
    expect(telugu.hours.sessions.map(hoursIn)).toEqual(site.consultationHours.sessions.map(hoursIn));
    expect(telugu.opticalsHours.sessions.map(hoursIn)).toEqual(site.opticalsHours.sessions.map(hoursIn));
    expect(hoursIn(telugu.topBarHours)).toEqual(site.consultationHours.sessions.flatMap(hoursIn));
    expect(english.hours.sessions).toEqual(site.consultationHours.sessions);
  });

  it("name every menu item and control in Telugu script (Focus Opticals stays in English letters)", () => {
    for (const [key, label] of Object.entries(telugu.nav.items)) {
      if (key === "focusOpticals") expect(label).toBe(site.opticalsName);
      else expect(label, key).toMatch(/^[\u0C00-\u0C7F\s]+$/);
    }
  });
});
