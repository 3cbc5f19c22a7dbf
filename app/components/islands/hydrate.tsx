import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { langOfDocument } from "~/i18n/use-lang";
import { IslandRoot } from "./island-root";

/** Loaded with the first island a visitor reaches for: React itself, shared by every island on the page. */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  identifierPrefix: string,
  onCommit: () => void,
) {
  hydrateRoot(
    element,
    <IslandRoot onCommit={onCommit} lang={langOfDocument()}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix },
  );
}
