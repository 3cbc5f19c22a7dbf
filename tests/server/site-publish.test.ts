import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serverBundlePath } from "../../server/publishing/server-bundle.mjs";
import { Browser, desk, hidden, signIn } from "./staff-browser";
import { BUILD_DIR, startServer, tempDatabase, type RunningServer } from "./server-process";

/*
 * Issue 28: a publish that fails leaves the live site as it was and says so. Issue 38: the editor reads a sentence,
 * the render's lines (paths, a stack) go to the server's log; a restore refused while a publish renders saves
 * nothing. Issue 40: a publish is the built server bundle rendering the content (decision 0063), live in seconds.
 * The editor's own flow is tests/e2e/site-editor.spec.ts.
 */
const PASSWORD = "site editor test password";
const SAMPLE_PHONE = "+91 94400 12345";

let server: RunningServer | undefined;
afterEach(() => server?.stop());

/** A server with an editor signed in; its versions are rendered into `siteDir`. */
async function editorServer(env: Record<string, string> = {}, beforeStart: (siteDir: string) => void = () => {}) {
  const databasePath = tempDatabase();
  const dir = path.dirname(databasePath);
  expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${PASSWORD}\n`).status).toBe(0);
  expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
  const siteDir = path.join(dir, "site");
  beforeStart(siteDir);
  server = await startServer({ DATABASE_PATH: databasePath, SITE_DIR: siteDir, ...env });
  const editor = new Browser(server.url);
  expect((await signIn(editor, "Lakshmi", PASSWORD)).status).toBe(303);
  return { editor, siteDir, dir };
}

/** The editor's page once no publish is rendering (seconds; more on a busy machine). */
async function publishEnded(editor: Browser, waitMs = 60_000) {
  for (let tries = 0; tries < waitMs / 100; tries++) {
    const page = await editor.html("/staff/site");
    if (!page.includes("Publishing now")) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the publish did not end");
}

/** Saves a new phone number and publishes it; resolves with the editor's page once the publish has ended. */
async function publishNewPhone(editor: Browser) {
  const csrf = hidden(await editor.html("/staff/site"), "csrf");
  expect((await editor.post("/staff/site", { csrf, intent: "phone", phone: "98480 22222" })).status).toBe(303);
  expect((await editor.post("/staff/site", { csrf, intent: "publish" })).status).toBe(303);
  return publishEnded(editor);
}

const NOT_PUBLISHED = "The site could not be published. Nothing on the live site changed.";

/** What a build's own lines would bring into the editor's page: a server's path, a stack trace's line. */
function expectNoBuildDetails(page: string, siteDir: string) {
  expect(page).not.toContain(process.cwd());
  expect(page).not.toContain(siteDir);
  expect(page).not.toContain("/tmp/");
  expect(page).not.toMatch(/\bat (?:file:|node:|\/|\S+ \()/);
}

describe("a publish that fails", () => {
  it("leaves the live pages as they were, removes its half-made folder and says so in a sentence", async () => {
    // The disk refuses the sharing images' folder (a file stands where it goes), after the pages were written.
    const { editor, siteDir } = await editorServer({}, (siteDir) => {
      fs.mkdirSync(siteDir, { recursive: true });
      fs.writeFileSync(path.join(siteDir, "share-images"), "not a folder");
    });
    const page = await publishNewPhone(editor);
    expect(page).toContain("The last publish");
    expect(page).toContain("failed: the site still shows what it showed before");
    expect(page).toContain(NOT_PUBLISHED);
    expect(page).toContain("There are saved changes that are not on the site yet.");
    // Issue 38: the render's lines, its stack and the server's folders are in the server's log, not the page.
    expect(page).not.toContain("EEXIST");
    expectNoBuildDetails(page, siteDir);
    expect(server!.output()).toContain("Publish 1 failed");
    expect(server!.output()).toMatch(/EEXIST|ENOTDIR/);

    const home = await (await fetch(`${server!.url}/`)).text();
    expect(home).toContain(SAMPLE_PHONE);
    expect(home).not.toContain("+91 98480 22222");
    expect(fs.existsSync(path.join(siteDir, "1"))).toBe(false);
  });
});

describe("a publish", () => {
  it("is live within seconds, on every page and in what the server renders on request", async () => {
    const { editor } = await editorServer();
    const started = Date.now();
    const page = await publishNewPhone(editor);
    const took = Date.now() - started;
    expect(page, server!.output().slice(-3000)).toContain("Live since");
    // Ten seconds on this machine (issue 40); more allowed here, where other tests share the cores.
    expect(took).toBeLessThan(60_000);
    for (const address of ["/", "/te/contact", "/contact?sent=1", "/no-such-page"]) {
      const text = await (await fetch(`${server!.url}${address}`)).text();
      expect(text, address).toContain("+91 98480 22222");
      expect(text, address).not.toContain(SAMPLE_PHONE);
    }
    // The scripts and styles the pages name are the build's, still served under the version's pages.
    const home = await (await fetch(`${server!.url}/`)).text();
    const style = home.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
    expect((await fetch(`${server!.url}${style}`)).status).toBe(200);
    const card = await fetch(`${server!.url}/og/contact.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    // A page opened before the publish asks for the menus' words by the build's name: it gets the live words.
    const buildWords = fs
      .readdirSync(path.join(BUILD_DIR, "client", "assets", "menu-words"))
      .find((name) => /^en-.*\.json$/.test(name))!;
    const words = await (await fetch(`${server!.url}/assets/menu-words/${buildWords}`)).text();
    expect(words).toContain("+91 98480 22222");
    expect(words).not.toContain(SAMPLE_PHONE);
  });
});

describe("a restart", () => {
  it("shows the live version, and after an update renders it again before it listens", async () => {
    const { editor, siteDir, dir } = await editorServer();
    const examplesShown = () => Number(/the live pages show (\d+) sample value/.exec(server!.output())?.[1]);
    const examplesBefore = examplesShown();
    expect(examplesBefore).toBeGreaterThan(3);
    expect(await publishNewPhone(editor)).toContain("Live since");
    const env = { DATABASE_PATH: path.join(dir, "requests.sqlite"), SITE_DIR: siteDir };
    const showsTheNewPhone = async () => {
      for (const address of ["/", "/no-such-page"]) {
        const text = await (await fetch(`${server!.url}${address}`)).text();
        expect(text, address).toContain("+91 98480 22222");
        expect(text, address).not.toContain(SAMPLE_PHONE);
      }
      const style = (await (await fetch(`${server!.url}/`)).text()).match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
      expect((await fetch(`${server!.url}${style}`)).status).toBe(200);
    };

    await server!.stop();
    server = await startServer(env);
    await showsTheNewPhone();
    expect(server.output()).not.toContain("rendered by another build");
    // The start-up line counts the live pages' examples: the phone number is the editor's now.
    expect(examplesShown()).toBeLessThan(examplesBefore);

    // An update: a newer build of the server bundle. Its pages would name other scripts, so the live content is
    // rendered again before the first request is answered.
    await server.stop();
    const bundle = serverBundlePath(BUILD_DIR);
    const stat = fs.statSync(bundle);
    fs.utimesSync(bundle, stat.atime, new Date(stat.mtimeMs + 1000));
    server = await startServer(env);
    expect(server.output()).toContain("The live version was rendered by another build: rendering it again");
    // The same pages as the version before, byte for byte: their compressed copies are taken, not made (decision 0074).
    expect(server.output()).toMatch(/Rendered \d+ pages into .* \(0 sharing images drawn, 0 files compressed anew\)/);
    await showsTheNewPhone();
  });
});

describe("a restore while a publish renders", () => {
  it("is refused and adds no version: the next publish still renders the newest edits", async () => {
    const { editor } = await editorServer();
    const csrf = hidden(await editor.html("/staff/site"), "csrf");
    expect((await editor.post("/staff/site", { csrf, intent: "phone", phone: "98480 11111" })).status).toBe(303);
    expect((await editor.post("/staff/site", { csrf, intent: "phone", phone: "98480 22222" })).status).toBe(303);
    // A new phone number redraws every sharing image: seconds, which the next requests fall within.
    expect((await editor.post("/staff/site", { csrf, intent: "publish" })).status).toBe(303);
    const versions = (page: string) => [...page.matchAll(/Version (\d+)<\/span>/g)].map((match) => match[1]);
    const before = await editor.html("/staff/site");
    expect(before).toContain("Publishing now");
    expect(versions(before)).toEqual(["2", "1"]);

    const refused = await editor.post("/staff/site", { csrf, intent: "restore", version: "1" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("is still being made; wait for it. Nothing was restored.");
    const after = await editor.html("/staff/site");
    expect(versions(after)).toEqual(["2", "1"]);
    expect(after).not.toContain("Restored version 1");
    await publishEnded(editor);
  });
});

/** The fields a form on the page would send as they are: its inputs (ticked boxes only) and text areas. */
function formFields(page: string, id: string): Record<string, string> {
  const start = page.indexOf(`<form id="${id}"`);
  expect(start, `the form ${id}`).toBeGreaterThan(-1);
  const form = page.slice(start, page.indexOf("</form>", start));
  const unescape = (text: string) =>
    text
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&");
  const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input[^>]*>/g)) {
    const name = attribute(tag, "name");
    if (!name || (attribute(tag, "type") === "checkbox" && !/\schecked/.test(tag))) continue;
    fields[name] = unescape(attribute(tag, "value") ?? "");
  }
  for (const [, tag, text] of form.matchAll(/<textarea([^>]*)>([^<]*)<\/textarea>/g)) {
    fields[attribute(tag!, "name")!] = unescape(text!);
  }
  return fields;
}

describe("an answer with `$` patterns, published", () => {
  // Issue 38, item 5: `$&` in an answer was published as the constant's name, `$'` broke every publish after it.
  // The content is handed to the bundle as a value now (decision 0063): no source passes through a replacement.
  const ANSWER = "Parking is free; the $& and $' and $$ and $` and $1 signs stay as typed.";

  it("shows the answer on the page exactly as the editor typed it", async () => {
    const { editor } = await editorServer();
    const faqs = await editor.html("/staff/site/faqs");
    const fields = formFields(faqs, "faq.contact");
    const added = Object.keys(fields).filter((name) => /^f\.\d+\.question$/.test(name)).length;
    expect(added).toBeGreaterThan(1);
    // The form's last record is the empty one for a question to add.
    fields[`f.${added - 1}.question`] = "Is there parking?";
    fields[`f.${added - 1}.answer`] = ANSWER;
    expect((await editor.post("/staff/site/faqs", fields)).status).toBe(303);

    const csrf = hidden(await editor.html("/staff/site"), "csrf");
    expect((await editor.post("/staff/site", { csrf, intent: "publish" })).status).toBe(303);
    const page = await publishEnded(editor, 60_000);
    expect(page, server!.output().slice(-3000)).toContain("Live since");
    expect(page).not.toContain(NOT_PUBLISHED);

    const contact = await (await fetch(`${server!.url}/contact`)).text();
    expect(contact).toContain(ANSWER.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
    expect(contact).not.toContain("__SITE_TEXTS__");
  });
});

describe("the editor's side doors", () => {
  it("refuses a desk account at every address of the editor's action", async () => {
    await editorServer();
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
