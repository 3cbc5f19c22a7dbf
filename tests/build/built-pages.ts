import fs from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";

export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

export interface BuiltPage {
  /** URL path, e.g. "/services/cataract". */
  path: string;
  file: string;
  html: string;
  document: Document;
}

function findIndexFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") found.push(...findIndexFiles(full));
    else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

export function parseHtml(html: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

/** Every page the build prerendered. */
export function builtPages(): BuiltPage[] {
  return findIndexFiles(CLIENT_DIR)
    .map((file) => {
      const relative = path.relative(CLIENT_DIR, path.dirname(file)).split(path.sep).join("/");
      const html = fs.readFileSync(file, "utf8");
      return { path: relative === "" ? "/" : `/${relative}`, file, html, document: parseHtml(html) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

export function meta(document: Document, key: string): string | null {
  const element =
    document.querySelector(`meta[name="${key}"]`) ?? document.querySelector(`meta[property="${key}"]`);
  return element?.getAttribute("content") ?? null;
}

export function jsonLdBlocks(document: Document): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );
}
