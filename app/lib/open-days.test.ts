import { describe, expect, it } from "vitest";
import {
  closedDayNumbers,
  closedInEnglish,
  closedInTelugu,
  daysInEnglish,
  daysInTelugu,
  isClosedOn,
} from "./open-days";

describe("the open days, as the hours write them", () => {
  const specification = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

  it("writes the specification's week as a range, its Sunday as the day closed", () => {
    expect(daysInEnglish(specification)).toBe("Monday to Saturday");
    expect(daysInTelugu(specification)).toBe("సోమవారం నుండి శనివారం వరకు");
    expect(daysInTelugu(specification, true)).toBe("సోమ–శని");
    expect(closedInEnglish(specification)).toBe("Sunday");
    expect(closedInTelugu(specification)).toBe("ఆదివారం");
    expect(closedDayNumbers(specification)).toEqual([0]);
  });

  it("lists days with a gap, in the week's order, and says every day when none is closed", () => {
    expect(daysInEnglish(["Friday", "Monday", "Wednesday"])).toBe("Monday, Wednesday and Friday");
    expect(daysInTelugu(["Friday", "Monday", "Wednesday"])).toBe("సోమవారం, బుధవారం, శుక్రవారం");
    expect(closedInEnglish(["Monday", "Tuesday", "Wednesday", "Friday", "Saturday"])).toBe("Thursday and Sunday");
    const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
    expect(daysInEnglish(week)).toBe("Every day");
    expect(closedInEnglish(week)).toBe("");
    expect(closedDayNumbers(week)).toEqual([]);
  });

  it("tells a closed day by its date", () => {
    expect(isClosedOn("2026-11-29", [0])).toBe(true);
    expect(isClosedOn("2026-11-30", [0])).toBe(false);
    expect(isClosedOn("2026-11-26", [4])).toBe(true);
  });
});
