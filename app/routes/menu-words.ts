import { headerWordsFile } from "~/components/layout/navigation-words";
import { LANGS } from "~/i18n/lang";
import type { Route } from "./+types/menu-words";

/**
 * GET /assets/menu-words/<lang>-<hash>.json: the header's words, the shared props of its four islands (the two
 * menus, the two text-size controls; navigation-words.ts). The build writes each file the pages name
 * (scripts/shared-island-props.mjs) and the server sends those from memory; this route answers them under the
 * development server. An older name (a page opened before a publish changed the words) gets today's words, not
 * cached, so that page's menus and text-size controls still work.
 */
export function loader({ params }: Route.LoaderArgs) {
  const named = /^([a-z]+)-[0-9a-z]+\.json$/.exec(params.file)?.[1];
  const lang = LANGS.find((candidate) => candidate === named);
  if (!lang) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const file = headerWordsFile(lang);
  const current = file.href.endsWith(`/${params.file}`);
  return new Response(JSON.stringify(file.props), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
