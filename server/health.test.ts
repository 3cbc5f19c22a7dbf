import { describe, expect, it } from "vitest";
import { healthProbe } from "./health";

describe("the health probe", () => {
  it("writes once for a burst of checks and reuses a good answer for a few seconds", async () => {
    let writes = 0;
    const probe = healthProbe({ writable: async () => (writes++, true) }, { freshMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe.writable()));
    expect(answers.every(Boolean)).toBe(true);
    expect(await probe.writable()).toBe(true);
    expect(writes).toBe(1);
  });

  it("never reuses a bad answer, so recovery shows at the next check", async () => {
    let ok = false;
    let writes = 0;
    const probe = healthProbe({ writable: async () => (writes++, ok) }, { freshMs: 60_000 });
    expect(await probe.writable()).toBe(false);
    ok = true;
    expect(await probe.writable()).toBe(true);
    expect(writes).toBe(2);
  });
});
