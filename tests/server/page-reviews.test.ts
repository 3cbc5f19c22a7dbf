import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_SITE_CONTENT, type PageReview, type SiteContent } from "../../app/content/site-content";
import { pageReviewTexts } from "../../server/publishing/page-reviews.mjs";
import { runSiteRender } from "../../server/site-render";
import { builtPages } from "../build/built-pages";
import { BUILD_DIR, startServer, tempDatabase, type RunningServer } from "./server-process";
import { Browser, desk, hidden, signIn } from "./staff-browser";

/*
 * Issue 40, item 4: the launch gate counts truth, not clicks. Each page in each language is read by a named person
 * on a day, in the preview; a page whose words change afterwards is unread again; a launch deployment's publish
 * refuses while one is.
 */
const PASSWORD = "page review test password";
let server: RunningServer | undefined;
afterEach(() => server?.stop());

async function waitFor(ready: () => Promise<boolean>) {
  for (let tries = 0; !(await ready()); tries++) {
    if (tries > 600) throw new Error(`not ready:\n${server?.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the reading list at /staff/site/review", () => {
  it("marks a page read by its reader, and unread again when its words change", async () => {
    const databasePath = tempDatabase();
    expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${PASSWORD}\n`).status).toBe(0);
    server = await startServer({
      DATABASE_PATH: databasePath,
      SITE_DIR: path.join(path.dirname(databasePath), "site"),
    });
    const editor = new Browser(server.url);
    expect((await signIn(editor, "Lakshmi", PASSWORD)).status).toBe(303);
    const csrf = hidden(await editor.html("/staff/site"), "csrf");

    expect(await editor.html("/staff/site/review")).toContain("There is no preview of the saved changes to read.");
    const preview = async () => {
      expect((await editor.post("/staff/site", { csrf, intent: "preview" })).status).toBe(303);
      await waitFor(async () => !(await editor.html("/staff/site/review")).includes("no preview of the saved changes"));
    };
    await preview();
    const list = await editor.html("/staff/site/review");
    // 31 pages in each language, and the header and footer of each.
    expect(list).toContain("64 of 64 left to read.");
    expect(list).toContain('href="/staff/site/preview/te/contact"');

    const read = await editor.post("/staff/site/review", { csrf, intent: "review", page: "/contact" });
    expect(read.status).toBe(303);
    const after = await editor.html("/staff/site/review");
    expect(after).toContain("63 of 64 left to read.");
    expect(after).toMatch(/id="\/contact"[\s\S]*?✓ Read by Lakshmi on/);
    // Saving a review changes no page: the same preview still counts.
    expect(after).not.toContain("no preview of the saved changes");

    // The phone number is on the contact page: once it changes, the page is unread again.
    expect((await editor.post("/staff/site", { csrf, intent: "phone", phone: "98480 22222" })).status).toBe(303);
    expect(await editor.html("/staff/site/review")).toContain("There is no preview of the saved changes to read.");
    await preview();
    const changed = await editor.html("/staff/site/review");
    expect(changed).toMatch(/id="\/contact"[\s\S]*?Changed since Lakshmi read it on/);
    expect(changed).toContain("64 of 64 left to read.");
  });
});

describe("a launch deployment's publish", () => {
  const render = (outDir: string, content: SiteContent) =>
    runSiteRender(
      {
        buildDir: BUILD_DIR,
        siteDir: path.dirname(outDir),
        launch: true,
        fontsDir: path.resolve("scripts/og/fonts"),
        workerFile: pathToFileURL(path.resolve(BUILD_DIR, "server-app", "site-render-worker.js")),
      },
      outDir,
      { content, day: "2026-11-28", photos: {} },
    );

  it("refuses while a page is unread, names it, and refuses a page read before its words changed", async () => {
    process.env.FONTCONFIG_FILE = path.resolve("scripts/og/fonts.conf");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-reviews-"));
    const unread = await render(path.join(dir, "1"), EMPTY_SITE_CONTENT);
    expect(unread).toContain(
      "LAUNCH=1: 64 page(s) not reviewed since they last changed (/, the header and footer (en), /about,",
    );
    // The samples are refused in the same answer: the editor reads everything left at once.
    expect(unread).toMatch(/LAUNCH=1: \d+ sample value\(s\) remain/);

    // Everyone read every page, except the Telugu contact page.
    const texts = JSON.parse(fs.readFileSync(path.join(dir, "1", "page-texts.json"), "utf8")) as Record<
      string,
      { hash: string }
    >;
    const reviews: Record<string, PageReview> = Object.fromEntries(
      Object.entries(texts)
        .filter(([key]) => key !== "/te/contact")
        .map(([key, { hash }]) => [key, { hash, by: "Lakshmi", on: "2026-11-28" }]),
    );
    const oneLeft = await render(path.join(dir, "2"), { ...EMPTY_SITE_CONTENT, reviews });
    expect(oneLeft).toContain("LAUNCH=1: 1 page(s) not reviewed since they last changed (/te/contact)");

    // Read, then the phone number changed: every page that shows it is unread again, and so are the header and footer.
    const phone = { value: "+91 98480 22222", by: "Lakshmi", on: "2026-11-28" };
    const changed = await render(path.join(dir, "3"), {
      ...EMPTY_SITE_CONTENT,
      facts: { phone },
      reviews: { ...reviews, "/te/contact": { hash: texts["/te/contact"]!.hash, by: "Ravi", on: "2026-11-28" } },
    });
    expect(changed).toMatch(/LAUNCH=1: \d+ page\(s\) not reviewed since they last changed \(\/,/);
    expect(changed).not.toContain("LAUNCH=1: 1 page(s)");
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});

describe("a launch build (LAUNCH=1 npm run build)", () => {
  const gate = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["scripts/review-gate.mjs"], {
      env: { ...process.env, LAUNCH: "1", BUILD_DIR, ...env },
      encoding: "utf8",
    });

  it("stops while a page it wrote is unread, and goes on once every page was read", () => {
    const refused = gate({});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("LAUNCH=1: 64 page(s) not reviewed since they last changed");

    // The content the build was given (SITE_CONTENT), with a review of every page as the build wrote it.
    const pages = builtPages().map((page) => ({ address: page.path, html: page.html }));
    const reviews = Object.fromEntries(
      Object.entries(pageReviewTexts(pages)).map(([key, { hash }]) => [key, { hash, by: "Lakshmi", on: "2026-11-28" }]),
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "review-gate-")), "content.json");
    fs.writeFileSync(file, JSON.stringify({ ...EMPTY_SITE_CONTENT, reviews }));
    const passed = gate({ SITE_CONTENT: file });
    expect(passed.status, passed.stderr).toBe(0);
    expect(passed.stdout).toContain("review-gate: all 62 pages read since they last changed");
  });
});
