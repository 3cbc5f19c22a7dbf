import { describe, expect, it } from "vitest";
import { inBothLanguages, langOfPath, localizedPath, pathWithoutLang } from "./lang";

describe("languages in addresses", () => {
  it("reads Telugu only from the /te prefix", () => {
    expect(langOfPath("/te")).toBe("te");
    expect(langOfPath("/te/services/cataract")).toBe("te");
    expect(langOfPath("/")).toBe("en");
    expect(langOfPath("/terms-of-service")).toBe("en");
    expect(langOfPath("/tea")).toBe("en");
  });

  it("gives each page's twin in the other language, keeping queries and fragments", () => {
    expect(localizedPath("/", "te")).toBe("/te");
    expect(localizedPath("/about", "te")).toBe("/te/about");
    expect(localizedPath("/te/about", "te")).toBe("/te/about");
    expect(localizedPath("/te/about", "en")).toBe("/about");
    expect(localizedPath("/te", "en")).toBe("/");
    expect(localizedPath("/patient-education?q=glaucoma", "te")).toBe("/te/patient-education?q=glaucoma");
    expect(localizedPath("/#services", "te")).toBe("/te#services");
    expect(localizedPath("tel:+910000000000", "te")).toBe("tel:+910000000000");
    expect(pathWithoutLang("/te/contact")).toBe("/contact");
  });

  it("pairs a Telugu value with its English one", () => {
    const greeting = inBothLanguages({ hello: "Hello" }, { hello: "నమస్కారం" });
    expect(greeting("te").hello).toBe("నమస్కారం");
    expect(greeting("en").hello).toBe("Hello");
  });
});
