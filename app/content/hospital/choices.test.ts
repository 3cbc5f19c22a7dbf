import { afterEach, describe, expect, it, vi } from "vitest";
import { choice, choicesIn, confirmed, evidenced, plain, readingAt, sample, samplesIn } from "./fact";
import { clockTime, clockTimeTe, sessionText, sessionTextTe, wordingFor } from "./choices";
import { specialistOr } from "./identity";
import { storiesShown, publishableTestimonials, testimonialsPage } from "../testimonials";
import { testimonialsPage as testimonialsPageTe } from "../te/testimonials";

const price = (pick?: { reading: "main" | "short"; source: string }) =>
  choice(
    {
      readings: { main: 500, short: 300 },
      question: "the check-up price",
      shownAs: { main: ["₹500"], short: ["₹300"] },
    },
    pick,
  );

describe("a choice between two readings", () => {
  it("while open: each place shows its own reading, and it is listed as a choice, never as a sample", () => {
    const tree = { price: price(), phone: sample("+91 00000 00000", "the phone number") };
    expect(plain(tree).price).toEqual({ main: 500, short: 300 });
    expect(tree.price.status).toBe("choice");
    expect(readingAt(tree.price, "short")).toBe("short");
    expect(samplesIn(tree).map((entry) => entry.path)).toEqual(["phone"]);
    expect(choicesIn(tree)).toEqual([
      {
        path: "price",
        question: "the check-up price",
        readings: { main: 500, short: 300 },
        shownAs: { main: ["₹500"], short: ["₹300"] },
      },
    ]);
  });

  it("once picked: every place reads the one answer, with its source, and nothing is left to choose", () => {
    const settled = price({ reading: "main", source: "hospital's letter of 2026-12-01" });
    expect(plain(settled)).toEqual({ main: 500, short: 500 });
    expect(settled.status).toBe("confirmed");
    expect(settled.source).toBe("hospital's letter of 2026-12-01");
    expect(readingAt(settled, "short")).toBe("main");
    expect(choicesIn({ settled })).toEqual([]);
    expect(samplesIn({ settled })).toEqual([]);
  });

  it("picks the wording of the chosen answer at each place", () => {
    const insurance = (pick?: { reading: "noDirectTieUps" | "plansAccepted"; source: string }) =>
      choice(
        {
          readings: { noDirectTieUps: "noDirectTieUps", plansAccepted: "plansAccepted" },
          question: "insurance",
          shownAs: { noDirectTieUps: [], plansAccepted: [] },
        },
        pick,
      );
    const words = { noDirectTieUps: "No direct tie-ups.", plansAccepted: "Several plans accepted." };
    expect(wordingFor(plain(insurance()).plansAccepted, words)).toBe("Several plans accepted.");
    const settled = plain(insurance({ reading: "noDirectTieUps", source: "hospital" }));
    expect(wordingFor(settled.plansAccepted, words)).toBe("No direct tie-ups.");
  });

  it("refuses a pick that is not one of its readings, and a single reading", () => {
    expect(() => price({ reading: "other" as "main", source: "x" })).toThrow(/no reading named "other"/);
    expect(() => choice({ readings: { only: 1 }, question: "q", shownAs: { only: [] } })).toThrow(/two readings/);
  });

  it("writes hours as the pages do, in English and Telugu", () => {
    expect(clockTime("10:00")).toBe("10:00 AM");
    expect(clockTime("14:00")).toBe("2:00 PM");
    expect(clockTime("12:30")).toBe("12:30 PM");
    expect(sessionText({ opens: "18:00", closes: "20:00" })).toBe("6:00 PM – 8:00 PM");
    expect(sessionTextTe({ opens: "10:00", closes: "14:00" })).toBe("ఉదయం 10:00 – మధ్యాహ్నం 2:00");
    expect(sessionTextTe({ opens: "18:00", closes: "20:00" }, true)).toBe("సాయంత్రం 6 – రాత్రి 8");
    expect(clockTimeTe("09:00")).toBe("ఉదయం 9:00");
  });
});

describe("claims", () => {
  it("carry their source and its date once confirmed", () => {
    const fact = evidenced("99%", "patient survey, 412 patients", "2026-03-31");
    expect(fact).toMatchObject({ status: "confirmed", source: "patient survey, 412 patients", date: "2026-03-31" });
    expect(() => evidenced("99%", "survey", "March 2026")).toThrow(/not a date/);
    expect(confirmed(15, "specification").date).toBeUndefined();
  });
});

describe("sub-specialist titles", () => {
  it("are used only with a matching confirmed qualification; otherwise the neutral wording", () => {
    const words = ["paediatric", "Children's Eye Specialist", "Children's Eye Care"] as const;
    expect(specialistOr(...words)).toBe("Children's Eye Care");
    expect(specialistOr(...words, sample(["paediatric"], "x"))).toBe("Children's Eye Care");
    expect(specialistOr(...words, confirmed(["retina"], "x"))).toBe("Children's Eye Care");
    expect(specialistOr(...words, confirmed(["paediatric"], "fellowship, 2015"))).toBe("Children's Eye Specialist");
  });
});

describe("testimonials in a launch build", () => {
  it("show no intro to the stories and no carousel when none is publishable, in English and Telugu", () => {
    const none = publishableTestimonials(true);
    expect(none).toEqual([]);
    for (const page of [testimonialsPage, testimonialsPageTe]) {
      const shown = storiesShown(page, none);
      expect(shown.showStories).toBe(false);
      expect(shown.intro).toBe(page.intro);
      expect(shown.intro).not.toContain(page.storiesIntro);
    }
    expect(storiesShown(testimonialsPage, publishableTestimonials(false))).toEqual({
      intro: `${testimonialsPage.intro} ${testimonialsPage.storiesIntro}`,
      showStories: true,
    });
    expect(testimonialsPage.storiesIntro).toMatch(/^Here, in their own words/);
    expect(testimonialsPage.resultsDiffer).toBe("Individual experiences; results differ.");
    expect(testimonialsPageTe.resultsDiffer).toMatch(/ఫలితాలు/);
  });
});

describe("the launch build", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("sees the three choices open today (the build refuses them), and the pages read each place's reading", async () => {
    vi.stubGlobal("__LAUNCH_BUILD__", true);
    vi.resetModules();
    const fact = await import("./fact");
    expect(fact.isLaunchBuild).toBe(true);
    const { hospitalChoices } = await import(".");
    expect(hospitalChoices().map((entry) => entry.path)).toEqual([
      "choices.hours",
      "choices.checkUpPrice",
      "choices.insurance",
    ]);
    const testimonials = await import("../testimonials");
    expect(testimonials.testimonials).toEqual([]);
  });
});
