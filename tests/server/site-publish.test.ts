import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Browser, desk, hidden, signIn } from "./staff-browser";
import { startServer, tempDatabase, type RunningServer } from "./server-process";

/*
 * Issue 28: a publish that fails leaves the live site as it was and says why. The build is replaced by a script
 * (SITE_BUILD_COMMAND) that fails the way a real one can: half its output written, then an error; or finished but
 * not servable. The editor's own flow with a real build is tests/e2e/site-editor.spec.ts.
 */
const PASSWORD = "site editor test password";
const SAMPLE_PHONE = "+91 94400 12345";

let server: RunningServer | undefined;
afterEach(() => server?.stop());

async function editorServer(buildScript: string) {
  const databasePath = tempDatabase();
  const dir = path.dirname(databasePath);
  const script = path.join(dir, "injected-build.mjs");
  fs.writeFileSync(script, buildScript);
  expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${PASSWORD}\n`).status).toBe(0);
  expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
  server = await startServer({
    DATABASE_PATH: databasePath,
    SITE_DIR: path.join(dir, "site"),
    SITE_BUILD_COMMAND: `${process.execPath} ${script}`,
  });
  const editor = new Browser(server.url);
  expect((await signIn(editor, "Lakshmi", PASSWORD)).status).toBe(303);
  return { editor, siteDir: path.join(dir, "site") };
}

/** Saves a new phone number and publishes it; resolves with the editor's page once the publish has ended. */
async function publishNewPhone(editor: Browser) {
  const csrf = hidden(await editor.html("/staff/site"), "csrf");
  expect((await editor.post("/staff/site", { csrf, intent: "phone", phone: "98480 22222" })).status).toBe(303);
  expect((await editor.post("/staff/site", { csrf, intent: "publish" })).status).toBe(303);
  for (let tries = 0; tries < 100; tries++) {
    const page = await editor.html("/staff/site");
    if (!page.includes("Publishing now")) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the publish did not end");
}

describe("a publish that fails", () => {
  it("leaves the live pages as they were, removes its half-built folder and shows the build's error", async () => {
    const { editor, siteDir } = await editorServer(`
      import fs from "node:fs";
      fs.mkdirSync(process.env.BUILD_DIR + "/client", { recursive: true });
      fs.writeFileSync(process.env.BUILD_DIR + "/client/index.html", "half a page");
      console.error("Injected build error: a page could not be rendered");
      process.exit(1);
    `);
    const page = await publishNewPhone(editor);
    expect(page).toContain("The last publish");
    expect(page).toContain("failed: the site still shows what it showed before");
    expect(page).toContain("Injected build error: a page could not be rendered");
    expect(page).toContain("There are saved changes that are not on the site yet.");

    const home = await (await fetch(`${server!.url}/`)).text();
    expect(home).toContain(SAMPLE_PHONE);
    expect(home).not.toContain("+91 98480 22222");
    expect(fs.existsSync(path.join(siteDir, "1"))).toBe(false);
    // The content it would have built is kept, beside where the build went.
    expect(JSON.parse(fs.readFileSync(path.join(siteDir, "1.json"), "utf8")).facts.phone.value).toBe("+91 98480 22222");
  });

  it("fails too when the build finishes but cannot be served, and the site stays up", async () => {
    const { editor } = await editorServer(`
      import fs from "node:fs";
      fs.mkdirSync(process.env.BUILD_DIR + "/client", { recursive: true });
    `);
    const page = await publishNewPhone(editor);
    expect(page).toContain("The build finished but could not be served");
    const home = await fetch(`${server!.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(SAMPLE_PHONE);
  });
});

describe("the editor's side doors", () => {
  it("refuses a desk account at every address of the editor's action", async () => {
    await editorServer("process.exit(1)");
    const deskPerson = new Browser(server!.url);
    expect((await signIn(deskPerson, "Asha", PASSWORD)).status).toBe(303);
    const csrf = hidden(await deskPerson.html("/staff"), "csrf");
    for (const address of ["/staff/site", "/staff/site.data"]) {
      const answer = await deskPerson.post(address, { csrf, intent: "publish" });
      expect(answer.status, address).toBe(403);
    }
    expect((await deskPerson.get("/staff/site")).status).toBe(403);
  });
});
