import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** Node module hook: a Markdown file (`./x.md?raw`) imports as its text, the way Vite imports it. */
export async function load(url, context, nextLoad) {
  const { pathname } = new URL(url);
  if (!pathname.endsWith(".md")) return nextLoad(url, context);
  // The file's path, not the address's: a checkout under a folder with spaces is percent-encoded in the address.
  const text = await readFile(fileURLToPath(new URL(pathname, url)), "utf8");
  return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
