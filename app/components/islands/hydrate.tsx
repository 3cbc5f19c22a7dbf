import { startTransition, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { langOfDocument } from "~/i18n/use-lang";
import { IslandRoot } from "./island-root";

/** Loaded with the first island a visitor reaches for: React itself, shared by every island on the page. */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  identifierPrefix: string,
  onCommit: () => void,
  /** Woken ahead of the visitor (runtime.ts, warmIslands): in a transition, which React pauses for their input. */
  ahead = false,
) {
  const start = () => {
    hydrateRoot(
      element,
      <IslandRoot onCommit={onCommit} lang={langOfDocument()}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix },
    );
  };
  if (ahead) startTransition(start);
  else start();
}

/**
 * An island no server HTML stands for (the booking dialog, the toaster): a React root of its own in a container at
 * the end of the body, made on first use, under the same root as every island (IslandRoot: the page's language).
 * Returns what renders into it.
 */
export function mountDetachedIsland(containerId: string, identifierPrefix: string): (content: ReactNode) => void {
  const container = document.createElement("div");
  container.id = containerId;
  document.body.appendChild(container);
  const root = createRoot(container, { identifierPrefix });
  return (content) => root.render(<IslandRoot lang={langOfDocument()}>{content}</IslandRoot>);
}
