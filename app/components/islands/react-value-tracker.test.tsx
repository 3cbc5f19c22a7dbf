// @vitest-environment happy-dom
import { useState, version } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { handEnteredValuesToReact } from "./react-value-tracker";

/** A controlled field that shows what React holds. */
function Field() {
  const [text, setText] = useState("");
  return (
    <>
      <input aria-label="Name" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

describe("handing typed text to React after hydration", () => {
  it("is written for React 19's value tracker: re-check react-value-tracker.ts before moving past it", () => {
    expect(version).toMatch(/^19\./);
  });

  it("makes React take text typed into a field before it hydrated, which a plain input event would not", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    const input = container.querySelector("input")!;
    // Typed before hydration: the field shows it, React's state and tracker do not know it.
    input.value = "Lakshmi";
    flushSync(() => hydrateRoot(container, <Field />));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A plain input event is not enough: the tracker thinks nothing changed.
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector("output")!.textContent).toBe("");

    handEnteredValuesToReact(new Map([[input, "Lakshmi"]]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector("output")!.textContent).toBe("Lakshmi");
    expect(input.value).toBe("Lakshmi");
  });
});
