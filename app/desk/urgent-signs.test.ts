import { describe, expect, it } from "vitest";
import { firstLine, urgencyRank, urgentFlag, urgentFlagText } from "./urgent-signs";

describe("urgent signs in what a patient wrote", () => {
  it("flags an injury, a chemical or sudden loss of sight as 108 or come now", () => {
    expect(urgentFlagText(urgentFlag("Cracker hit my son's eye last night")!)).toBe("Urgent: injury · 108 or come now");
    expect(urgentFlag("Sunnam powder went in her eye")).toMatchObject({
      urgency: "now",
      signs: ["chemical in the eye"],
    });
    expect(urgentFlag("Suddenly cannot see from the right eye")).toMatchObject({ urgency: "now" });
    expect(urgentFlag("కంట్లో సున్నం పడింది")).toMatchObject({ urgency: "now" });
    expect(urgentFlag("ఉన్నట్టుండి చూపు పోయింది")).toMatchObject({ urgency: "now" });
  });

  it("flags pain, a red eye, trouble after an operation or 'today' as come today", () => {
    expect(urgentFlagText(urgentFlag("Red eye with pain, urgent")!)).toBe(
      "Urgent: pain, red eye, asks for today · come today",
    );
    expect(urgentFlag("Eye is red after the operation last week")).toMatchObject({
      urgency: "today",
      signs: ["after an operation", "red eye"],
    });
    expect(urgentFlag("Must see today please")).toMatchObject({ urgency: "today", signs: ["asks for today"] });
    expect(urgentFlag("కంటి నొప్పి, ఎర్రగా ఉంది")).toMatchObject({ urgency: "today", signs: ["pain", "red eye"] });
  });

  it("leaves an ordinary request alone, words inside other words included", () => {
    for (const text of [
      "Blurred vision in the left eye for two weeks.",
      "Reading glasses check, my sight has reduced",
      "Blood sugar patient, yearly retina check",
      "Sublime Road, white hair",
      "",
    ]) {
      expect(urgentFlag(text), text).toBeNull();
      expect(urgencyRank(text)).toBe(0);
    }
  });

  it("ranks 108-or-now above come-today, reading the subject and the message together", () => {
    expect(urgencyRank("Eye injury", "")).toBe(2);
    expect(urgencyRank("", "pain")).toBe(1);
    expect(urgencyRank(null, undefined)).toBe(0);
  });
});

describe("a row's first line", () => {
  it("takes the first line and shortens a long one", () => {
    expect(firstLine("Red eye\nsince Monday")).toBe("Red eye");
    expect(firstLine("a".repeat(120), 20)).toBe(`${"a".repeat(19)}…`);
    expect(firstLine(null)).toBe("");
  });
});
