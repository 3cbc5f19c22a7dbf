import { createContext, useContext } from "react";

/**
 * The URL of the page script (entry.client.tsx, built by React Router), handed from entry.server.tsx to the
 * document shell. Pages load it instead of React Router's hydration scripts: they are never hydrated whole.
 */
export const PageScriptContext = createContext<string | null>(null);

/** The page's one script tag. `async`, so it never waits for, or holds up, the rest of the page. */
export function PageScript() {
  const src = useContext(PageScriptContext);
  return src ? <script type="module" async src={src} /> : null;
}
