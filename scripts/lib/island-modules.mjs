// The islands' register, made from the files themselves: every app/components/…/<name>.island.tsx is an island
// named <name> (app/components/islands/registry.ts reads it as "virtual:island-modules"). A plain dynamic import
// each, as a hand-written list would be: import.meta.glob would bring Vite's preload helper (about 900 bytes gzip)
// into every page's first script. Used by vite.config.ts and vitest.config.ts.
import fs from "node:fs";
import path from "node:path";

const ID = "virtual:island-modules";
const RESOLVED = `\0${ID}`;
const SUFFIX = ".island.tsx";

/** Every island file under `root`, by name; two files with one name are refused. */
export function findIslands(root = path.resolve("app/components")) {
  const islands = new Map();
  for (const file of fs.readdirSync(root, { recursive: true }).map(String).sort()) {
    if (!file.endsWith(SUFFIX)) continue;
    const name = path.basename(file, SUFFIX);
    if (islands.has(name)) throw new Error(`Two islands are named "${name}": ${islands.get(name)} and ${file}.`);
    islands.set(name, path.join(root, file));
  }
  return islands;
}

export function islandModulesPlugin() {
  return {
    name: "island-modules",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const entries = [...findIslands()].map(
        ([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file.split(path.sep).join("/"))}),`,
      );
      return `export default {\n${entries.join("\n")}\n};\n`;
    },
    // Under the development server a new or removed island file changes the register.
    configureServer(server) {
      const refresh = (file) => {
        if (!file.endsWith(SUFFIX)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on("add", refresh);
      server.watcher.on("unlink", refresh);
    },
  };
}
