import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR, startServer, tempDatabase, type RunningServer } from "./server-process";
import { Browser, desk, hidden, signIn } from "./staff-browser";

/*
 * Issue 40, item 3: a production install (`npm ci --omit=dev`, then the build copied in) serves, previews and
 * publishes, with no build tools on the server (decision 0063). The install is made here from this repository's
 * packages: the production ones only, as `npm ls --omit=dev` lists them, linked rather than downloaded.
 */
const PASSWORD = "production install test password";
let install: string;
let server: RunningServer | undefined;

beforeAll(() => {
  install = fs.mkdtempSync(path.join(os.tmpdir(), "production-install-"));
  const listed = spawnSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], { encoding: "utf8" });
  const root = process.cwd();
  const packages = listed.stdout
    .split("\n")
    .filter((line) => line.startsWith(path.join(root, "node_modules") + path.sep))
    .sort();
  for (const from of packages) {
    const to = path.join(install, path.relative(root, from));
    if (fs.existsSync(to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    expect(spawnSync("cp", ["-al", from, to]).status).toBe(0);
  }
  expect(spawnSync("cp", ["-al", path.resolve(BUILD_DIR), path.join(install, "build")]).status).toBe(0);
  fs.mkdirSync(path.join(install, "scripts"));
  expect(spawnSync("cp", ["-al", path.resolve("scripts/og"), path.join(install, "scripts/og")]).status).toBe(0);
  fs.copyFileSync("package.json", path.join(install, "package.json"));
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(install, { recursive: true, force: true });
});

describe("a production install without devDependencies", () => {
  it("has no build tools", () => {
    for (const tool of ["vite", "@react-router/dev", "esbuild", "rolldown", "@tailwindcss/vite"]) {
      expect(fs.existsSync(path.join(install, "node_modules", tool)), tool).toBe(false);
    }
    expect(fs.existsSync(path.join(install, "node_modules", "react-router"))).toBe(true);
  });

  it("serves, previews and publishes", async () => {
    const databasePath = tempDatabase();
    expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${PASSWORD}\n`).status).toBe(0);
    server = await startServer(
      { DATABASE_PATH: databasePath, SITE_DIR: path.join(path.dirname(databasePath), "site"), BUILD_DIR: "build" },
      { cwd: install },
    );
    const editor = new Browser(server.url);
    expect((await signIn(editor, "Lakshmi", PASSWORD)).status).toBe(303);
    const csrf = hidden(await editor.html("/staff/site"), "csrf");
    expect((await editor.post("/staff/site", { csrf, intent: "phone", phone: "98480 33333" })).status).toBe(303);

    expect((await editor.post("/staff/site", { csrf, intent: "preview" })).status).toBe(303);
    const waitFor = async (ready: () => Promise<boolean>) => {
      for (let tries = 0; !(await ready()); tries++) {
        if (tries > 600) throw new Error(`not ready:\n${server!.output().slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await waitFor(async () => (await editor.get("/staff/site/preview/contact")).status === 200);
    const preview = await editor.html("/staff/site/preview/contact");
    expect(preview).toContain("+91 98480 33333");
    const style = preview.match(/href="(\/staff\/site\/preview\/assets\/[^"]+\.css)"/)![1]!;
    expect((await editor.get(style)).status).toBe(200);

    expect((await editor.post("/staff/site", { csrf, intent: "publish" })).status).toBe(303);
    await waitFor(async () => !(await editor.html("/staff/site")).includes("Publishing now"));
    expect(await editor.html("/staff/site"), server.output().slice(-3000)).toContain("Live since");
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain("+91 98480 33333");
  });
});
