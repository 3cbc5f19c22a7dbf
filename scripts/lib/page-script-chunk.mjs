// Everything the page script (app/entry.client.tsx) imports statically goes into the page script's own chunk: a group
// named like the entry chunk ("entry.client") is merged into it, so the page loads one file. Left to itself the
// bundler splits those modules by who else imports them (the islands, and React Router's route modules, which the
// pages never load), and a page asked for five files of 35 bytes to 7 KB before its first interaction. On slow
// mobile data each file is a request with its own headers, and the files share the line with the first picture
// (docs/decisions/0045). The islands import from this chunk: it has always run before them. If the entry's chunk
// were ever named otherwise, tests/build/budgets.test.ts (one file before any interaction) fails.
// Used by vite.config.ts, for the browser's build only.
import path from "node:path";

export function pageScriptChunkPlugin() {
  return {
    name: "page-script-chunk",
    configEnvironment(name, config) {
      if (name !== "client") return undefined;
      const entry = path.resolve(config.root ?? ".", "app/entry.client.tsx");
      let staticImports;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    // Names the group in the bundler's timing report (it warns when a group's name is a function).
                    debugName: "entry.client",
                    name(id, context) {
                      staticImports ??= staticClosure(entry, context);
                      return staticImports.has(id) || id === entry ? "entry.client" : null;
                    },
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/** The modules the page script reaches through static imports, without the page script itself. */
function staticClosure(entry, context) {
  const info = context.getModuleInfo(entry);
  if (!info) throw new Error(`page-script-chunk: ${entry} is not in the browser's build.`);
  const found = new Set();
  const pending = [...info.importedIds];
  while (pending.length > 0) {
    const id = pending.pop();
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}
