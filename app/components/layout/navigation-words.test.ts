import { describe, expect, it } from "vitest";
import { uiIn } from "~/content/ui-by-language";
import { queryValue, whatsappHrefIn } from "./navigation-words";

describe("the WhatsApp link", () => {
  it.each(["en", "te"] as const)("opens the chat with the %s greeting, word for word", (lang) => {
    const address = new URL(whatsappHrefIn(lang));
    expect(address.origin).toBe("https://wa.me");
    expect(address.searchParams.get("text")).toBe(uiIn(lang).whatsappGreeting);
  });

  it("carries Telugu letters as letters, which the browser escapes when the link is followed", () => {
    const href = whatsappHrefIn("te");
    expect(href).not.toMatch(/%E0/i);
    expect(href).toMatch(/[\u0C00-\u0C7F]/);
    expect(new URL(href).href).toMatch(/%E0%B0/);
  });
});

describe("queryValue", () => {
  it("escapes what would end or change a query value, and leaves other scripts' letters", () => {
    expect(queryValue("a b&c=d#e?f+g%h/i")).toBe("a%20b%26c%3Dd%23e%3Ff%2Bg%25h%2Fi");
    expect(queryValue("నమస్కారం, Sunrise")).toBe("నమస్కారం%2C%20Sunrise");
    expect(new URLSearchParams(`text=${queryValue("నమస్కారం & 100% 🙂")}`).get("text")).toBe("నమస్కారం & 100% 🙂");
  });
});
