import { readFile } from "node:fs/promises";

/** Node module hook: a Markdown file (`./x.md?raw`) imports as its text, the way Vite imports it. */
export async function load(url, context, nextLoad) {
  const { pathname } = new URL(url);
  if (!pathname.endsWith(".md")) return nextLoad(url, context);
  const text = await readFile(pathname, "utf8");
  return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}
