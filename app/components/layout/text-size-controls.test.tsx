// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { LangContext } from "~/i18n/use-lang";
import { headBootScript } from "~/lib/inline-scripts";
import { PAGE_RESTYLING_EVENT } from "~/lib/page-restyling";
import { TextSizeCycleButton, TextSizeGroup } from "./text-size-controls";

/**
 * The header's two controls as the server writes them, in a language, with the head script run as in <head>: before
 * the body is parsed, and told when the document has been.
 */
function pageWithControls(lang: "en" | "te") {
  document.body.innerHTML = "";
  new Function(headBootScript)();
  document.body.innerHTML = renderToString(
    <LangContext value={lang}>
      <TextSizeGroup />
      <TextSizeCycleButton />
    </LangContext>,
  );
  document.dispatchEvent(new Event("DOMContentLoaded"));
  const html = document.documentElement;
  const option = (size: string) => document.querySelector<HTMLButtonElement>(`[data-text-size-option="${size}"]`)!;
  const cycle = document.querySelector<HTMLButtonElement>("[data-text-size-cycle]")!;
  return { html, option, cycle };
}

describe("the text-size buttons, answered by the head script alone (decision 0076)", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-text-size");
  });

  it("set the chosen size on <html>, remember it, and mark which button is pressed", () => {
    const { html, option } = pageWithControls("en");
    let restyled = 0;
    document.addEventListener(PAGE_RESTYLING_EVENT, () => restyled++);
    option("larger").click();
    expect(html.getAttribute("data-text-size")).toBe("larger");
    expect(localStorage.getItem("text-size")).toBe("larger");
    expect(restyled).toBe(1);
    expect(["normal", "large", "larger"].map((size) => option(size).getAttribute("aria-pressed"))).toEqual([
      "false",
      "false",
      "true",
    ]);
    option("normal").click();
    expect(html.hasAttribute("data-text-size")).toBe(false);
    expect(localStorage.getItem("text-size")).toBe("normal");
  });

  it("step through the sizes from the one button, which is named for the size it shows, in the page's language", () => {
    const { html, cycle, option } = pageWithControls("te");
    expect(cycle.getAttribute("aria-label")).toMatch(/^అక్షరాల సైజు: మామూలు అక్షరాలు/);
    cycle.click();
    expect(html.getAttribute("data-text-size")).toBe("large");
    expect(cycle.getAttribute("aria-label")).toMatch(/^అక్షరాల సైజు: పెద్ద అక్షరాలు/);
    expect(option("large").getAttribute("aria-pressed")).toBe("true");
    cycle.click();
    cycle.click();
    expect(html.hasAttribute("data-text-size")).toBe(false);
    expect(cycle.getAttribute("aria-label")).toMatch(/^అక్షరాల సైజు: మామూలు అక్షరాలు/);
  });

  it("say which size was remembered on this device, once the page is parsed, before any other script", () => {
    localStorage.setItem("text-size", "larger");
    const { html, option, cycle } = pageWithControls("en");
    expect(html.getAttribute("data-text-size")).toBe("larger");
    expect(["normal", "large", "larger"].map((size) => option(size).getAttribute("aria-pressed"))).toEqual([
      "false",
      "false",
      "true",
    ]);
    expect(cycle.getAttribute("aria-label")).toMatch(/^Text size: Larger text/);
  });

  it("keep a tap that comes before the page is parsed: the remembered size does not win over it", () => {
    localStorage.setItem("text-size", "large");
    document.body.innerHTML = "";
    new Function(headBootScript)();
    document.body.innerHTML = renderToString(
      <LangContext value="en">
        <TextSizeGroup />
        <TextSizeCycleButton />
      </LangContext>,
    );
    document.querySelector<HTMLButtonElement>("[data-text-size-cycle]")!.click();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.documentElement.getAttribute("data-text-size")).toBe("larger");
    expect(document.querySelector('[data-text-size-option="larger"]')!.getAttribute("aria-pressed")).toBe("true");
    expect(document.querySelector("[data-text-size-cycle]")!.getAttribute("aria-label")).toMatch(
      /^Text size: Larger text/,
    );
  });

  it("take the tap for themselves: no other listener on the page is handed it", () => {
    const { cycle } = pageWithControls("en");
    const seen: EventTarget[] = [];
    document.addEventListener("click", (event) => seen.push(event.target!), true);
    document.body.addEventListener("click", (event) => seen.push(event.target!));
    cycle.click();
    expect(seen).toEqual([]);
  });
});
