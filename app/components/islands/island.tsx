import { useContext, useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { useLang } from "~/i18n/use-lang";
import { InsideIsland, IslandRoot } from "./island-root";
import { ISLAND_ATTRIBUTES, islandModules } from "./registry";
import type { IslandTrigger } from "./triggers";

/**
 * Props that many pages share (the header's words): the server renders with them, but the page carries only `href`,
 * the address of a file with them as JSON, which the browser fetches when the island wakes and then keeps. The
 * address must change when the props do (name the file by its content), and the build writes the file
 * (scripts/shared-island-props.mjs).
 */
export interface SharedIslandProps<S> {
  href: string;
  props: S;
}

interface IslandOptions<P, S> {
  /** The island's file name: `app/components/…/<name>.island.tsx` (registry.ts). */
  name: string;
  /** The island's component: the default export of that file. */
  component: ComponentType<P & S>;
  /** Sent to the browser as JSON, so they must survive JSON.stringify. */
  props: P;
  /** Props fetched from a file when the island wakes; the page's own `props` win over them. */
  shared?: SharedIslandProps<S>;
  on?: IslandTrigger;
  /** Also hydrate as soon as the page loads when the address has this query parameter (e.g. a search term). */
  orQuery?: string;
  /** "span" where the island sits in running text. */
  as?: "div" | "span";
  /**
   * Where a tap on the island's button goes when its code cannot load (offline, a removed chunk): an address on the
   * page or another page that does the same job without JavaScript. Without it such a tap does nothing.
   */
  fallbackHref?: string;
}

/**
 * A part of the page that becomes interactive on its own, without the rest of the page.
 *
 * The server renders the component as a React root of its own, with an id prefix unique in the page, so that the
 * browser can hydrate exactly the same tree later (ids used by aria attributes match). The wrapper takes no
 * space in the layout (display: contents). Islands cannot use React Router's hooks or links: they run outside it.
 */
export function Island<P extends object, S extends object = object>({
  name,
  component,
  props,
  shared,
  on = "interaction",
  orQuery,
  as = "div",
  fallbackHref,
}: IslandOptions<P, S>) {
  // Both are mistakes the build should stop at (every page is rendered there), not pages that half work.
  if (useContext(InsideIsland)) throw new Error(`The island "${name}" is inside another island: islands cannot nest.`);
  if (import.meta.env.SSR && !(name in islandModules)) {
    throw new Error(`No island named "${name}": its component must be app/components/**/${name}.island.tsx.`);
  }
  const idPrefix = `${name}${useId().replace(/[^a-zA-Z0-9]/g, "")}-`;
  const lang = useLang();
  const Component = component as unknown as ComponentType<Record<string, unknown>>;
  // Only the server renders the inside; the browser never re-renders this wrapper (there is no page-wide React).
  const html = import.meta.env.SSR
    ? renderToString(
        <IslandRoot lang={lang}>
          <Component {...(shared?.props as Record<string, unknown>)} {...(props as Record<string, unknown>)} />
        </IslandRoot>,
        { identifierPrefix: idPrefix },
      )
    : "";
  const Tag = as;
  return (
    <Tag
      {...{
        [ISLAND_ATTRIBUTES.name]: name,
        [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
        [ISLAND_ATTRIBUTES.shared]: shared?.href,
        [ISLAND_ATTRIBUTES.trigger]: on,
        [ISLAND_ATTRIBUTES.query]: orQuery,
        [ISLAND_ATTRIBUTES.idPrefix]: idPrefix,
        [ISLAND_ATTRIBUTES.fallback]: fallbackHref,
      }}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
