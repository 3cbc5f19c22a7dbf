import { menuWordsFile } from "~/components/layout/navigation-words";
import { LANGS } from "~/i18n/lang";
import type { Route } from "./+types/menu-words";

/**
 * GET /assets/menu-words/<lang>-<hash>.json: the menus' words, the shared props of the two menu islands
 * (navigation-words.ts). The build writes each file the pages name (scripts/shared-island-props.mjs) and the server
 * sends those from memory; this route answers them under the development server. An older name (a page opened
 * before a publish changed the words) gets today's words, not cached, so that page's menus still open.
 */
export function loader({ params }: Route.LoaderArgs) {
  const named = /^([a-z]+)-[0-9a-z]+\.json$/.exec(params.file)?.[1];
  const lang = LANGS.find((candidate) => candidate === named);
  if (!lang) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const file = menuWordsFile(lang);
  const current = file.href.endsWith(`/${params.file}`);
  return new Response(JSON.stringify(file.props), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
