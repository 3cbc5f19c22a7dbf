import fs from "node:fs";
import path from "node:path";
import mime from "mime-types";
import { siteEditing } from "~/editor/site-editing.server";
import { signedInStaff, STAFF_HEADERS, staffLoader, staffRefusal } from "~/staff/staff.server";
import type { Route } from "./+types/site-preview";

/** Where the preview is served; its pages' own addresses are rewritten under it, so a visit stays in the preview. */
const PREVIEW_PATH = "/staff/site/preview";

/** The page's absolute addresses (links, scripts, styles, pictures, forms) made the preview's. */
function underPreview(text: string): string {
  return text
    .replace(/(\s(?:href|src|action|srcSet|srcset|data-module|data-island-shared)=")\/(?!\/)/g, `$1${PREVIEW_PATH}/`)
    .replace(/([\s,])\/(assets|images|icons)\//g, `$1${PREVIEW_PATH}/$2/`)
    .replace(/url\(\/(?!\/)/g, `url(${PREVIEW_PATH}/`);
}

/** The file an address names in a client folder (a folder's index.html), if the folder has it and it is inside. */
function fileIn(client: string, address: string): string | undefined {
  const wanted = path.resolve(client, address.replace(/^\/+/, ""));
  if (wanted !== client && !wanted.startsWith(`${client}${path.sep}`)) return undefined;
  const file = fs.existsSync(wanted) && fs.statSync(wanted).isDirectory() ? path.join(wanted, "index.html") : wanted;
  return fs.existsSync(file) ? file : undefined;
}

/**
 * GET /staff/site/preview/*: the preview's files (decisions 0036, 0063), as the published site will show them, for
 * editors only and never cached or indexed: its rendered pages, else the build's scripts, styles and pictures (never
 * the build's own pages). Pages (a folder's index.html) and styles get their addresses rewritten.
 */
export const loader = staffLoader(async ({ request, context, params }: Route.LoaderArgs) => {
  await signedInStaff(request, context, "editor");
  const dirs = siteEditing(context).publisher.previewDirs();
  if (!dirs) return staffRefusal(404, "No preview is ready. Make one on /staff/site.");
  const address = params["*"] ?? "";
  const fromBuild = fileIn(dirs.build, address);
  const file = fileIn(dirs.pages, address) ?? (fromBuild && !fromBuild.endsWith(".html") ? fromBuild : undefined);
  if (!file) return staffRefusal(404, "This page is not in the preview.");
  const type = mime.lookup(file) || "application/octet-stream";
  const rewrite = type === "text/html" || type === "text/css";
  const body = rewrite ? underPreview(fs.readFileSync(file, "utf8")) : fs.readFileSync(file);
  return new Response(body, {
    headers: { ...STAFF_HEADERS, "Content-Type": rewrite ? `${type}; charset=utf-8` : type },
  });
});
