import { describe, expect, it } from "vitest";
import { nameKey } from "./name-key";

describe("a name's key, across scripts and spellings", () => {
  it.each([
    ["రాములమ్మ", "Ramulamma"],
    ["లక్ష్మి దేవి", "Lakshmi Devi"],
    ["లక్ష్మి", "Laxmi"],
    ["శ్రీదేవి", "Sreedevi"],
    ["శ్రీదేవి", "Sridevi"],
    ["సరోజమ్మ", "Sarojamma"],
    ["వెంకట రెడ్డి", "Venkata Reddy"],
    ["తిరుపతి", "Thirupathi"],
    ["ఆంజనేయులు", "Anjaneyulu"],
    ["మహబూబ్", "Mahaboob"],
    ["చంద్ర", "Chandra"],
  ])("%s and %s", (telugu, english) => {
    expect(nameKey(telugu)).toBe(nameKey(english));
    expect(nameKey(telugu).length).toBeGreaterThan(0);
  });

  it("keeps names apart that differ in their consonants", () => {
    expect(nameKey("Ramesh")).not.toBe(nameKey("Suresh"));
    expect(nameKey("లక్ష్మి")).not.toBe(nameKey("Lalitha"));
  });

  it("leaves digits and signs out", () => {
    expect(nameKey("K. Venkata Reddy 58")).toBe("k vnkt rd");
  });
});
