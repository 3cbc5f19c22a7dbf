// The prerendered pages of a build: every index.html under client/ (assets aside), with the address it answers.
import fs from "node:fs";
import path from "node:path";

/** Each page as { address, file }, e.g. { address: "/services/cataract", file: ".../services/cataract/index.html" }. */
export function builtPages(clientDir) {
  if (!fs.existsSync(clientDir)) return [];
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "assets" ? [] : walk(full);
      return entry.name === "index.html" ? [full] : [];
    });
  return walk(clientDir).map((file) => {
    const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    return { address: `/${relative}`, file };
  });
}
