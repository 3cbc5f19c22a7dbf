import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SitePublish, SiteVersion } from "../app/editor/site-editing.server";
import { EMPTY_SITE_CONTENT } from "../app/content/site-content";
import { openDatabase } from "./database";
import { openSiteContentStore } from "./site-content-store";
import { openSitePublisher, type PublisherOptions } from "./site-publisher";

/*
 * Issue 38: a restore refused because a publish is running must not save the restored version (item 6), and a failed
 * publish tells the editor so in a sentence, its render's lines (paths, a stack) going to the server's log (item 9).
 * The render (server/site-render.ts) is a function the test holds or fails.
 */
const opened: { release: () => void }[] = [];
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  for (const site of opened.splice(0)) site.release();
});

type Render = PublisherOptions["render"];

function site(render: Render) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-publisher-"));
  const db = openDatabase(path.join(dir, "site.sqlite"));
  const store = openSiteContentStore(db);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const publisher = openSitePublisher(db, {
    siteDir: path.join(dir, "site"),
    render: (outDir, input) => render(outDir, { ...input, released } as never),
    goLive: async () => {},
  });
  const handle = { release };
  opened.push(handle);
  /** Resolves once no publish is rendering. */
  const ended = async () => {
    for (let tries = 0; publisher.building(); tries++) {
      if (tries > 300) throw new Error("the publish did not end");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { store, publisher, dir, ended, ...handle };
}

/** A render that runs until the test releases it, then fails (nothing goes live). */
const HELD_RENDER: Render = async (_outDir, input) => {
  await (input as unknown as { released: Promise<void> }).released;
  return "released";
};

const save = (store: ReturnType<typeof site>["store"], phone: string) =>
  store.save(
    { ...EMPTY_SITE_CONTENT, facts: { phone: { value: phone, by: "Lakshmi", on: "2026-11-27" } } },
    "Lakshmi",
    `Phone number: → ${phone}`,
  );

describe("a restore while a publish renders", () => {
  it("is refused before the restored version is saved: the history stays as it was", async () => {
    const { store, publisher, release, ended } = site(HELD_RENDER);
    const first = await save(store, "+91 98480 11111");
    await save(store, "+91 98480 22222");
    const started = publisher.start(store.latest(), "Lakshmi") as SitePublish;
    expect(started.state).toBe("building");
    const history = store.history(30);

    const saveRestored = vi.fn(() => store.save(first.content, "Ravi", `Restored version ${first.id}`));
    const restored = await publisher.startAfterSaving(saveRestored, "Ravi");
    expect(restored).toEqual({ refused: "A publish started by Lakshmi is still being made; wait for it." });
    expect(saveRestored).not.toHaveBeenCalled();
    expect(store.history(30)).toEqual(history);
    expect(store.latest()!.content.facts.phone?.value).toBe("+91 98480 22222");

    release();
    await ended();
  });

  it("holds the render while its version is saved: a publish asked for meanwhile is refused", async () => {
    const { store, publisher, release, ended } = site(HELD_RENDER);
    const first = await save(store, "+91 98480 11111");
    const second = await save(store, "+91 98480 22222");
    let finishSaving: (version: SiteVersion) => void = () => {};
    const restoring = publisher.startAfterSaving(
      () => new Promise<SiteVersion>((resolve) => (finishSaving = resolve)),
      "Ravi",
    );
    expect(publisher.start(store.latest(), "Lakshmi")).toEqual({
      refused: "A publish started by Ravi is starting; wait for it.",
    });
    expect(publisher.startPreview(store.latest(), "Lakshmi")).toHaveProperty("refused");
    finishSaving(await store.save(first.content, "Ravi", `Restored version ${first.id}`));
    const started = (await restoring) as SitePublish;
    expect(started).toMatchObject({ state: "building", editor: "Ravi", versionId: second.id + 1 });

    release();
    await ended();
  });

  it("lets the next publish start when saving the version failed", async () => {
    const { store, publisher, release, ended } = site(HELD_RENDER);
    await expect(publisher.startAfterSaving(() => Promise.reject(new Error("disk full")), "Ravi")).rejects.toThrow(
      "disk full",
    );
    expect(publisher.start(store.latest(), "Lakshmi")).toHaveProperty("state", "building");
    release();
    await ended();
  });
});

describe("a publish whose render fails", () => {
  it("tells the editor in a sentence, with no path or stack; the render's lines go to the server's log", async () => {
    const logged = vi.mocked(console.error);
    const { store, publisher, dir, ended } = site(
      async (outDir) => `Error: Injected render error: a page could not be rendered\n    at render (${outDir})`,
    );
    await save(store, "+91 98480 22222");
    const started = publisher.start(store.latest(), "Lakshmi") as SitePublish;
    await ended();

    const failed = publisher.recent(1)[0]!;
    expect(failed).toMatchObject({ id: started.id, state: "failed" });
    expect(failed.error).toBe(
      "The site could not be published. Nothing on the live site changed. The reason is in the server's log, " +
        `under "Publish ${started.id} failed": the IT person can read it there.`,
    );
    expect(failed.error).not.toMatch(/\/|\bat |Injected/);

    const log = logged.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(log).toContain(`Publish ${started.id} failed`);
    expect(log).toContain("Error: Injected render error: a page could not be rendered");
    expect(log).toContain(dir);
  });

  it("and a failed preview says so the same way", async () => {
    const logged = vi.mocked(console.error);
    const { store, publisher } = site(async (outDir) => `Error: Injected preview error in ${outDir}`);
    await save(store, "+91 98480 22222");
    publisher.startPreview(store.latest(), "Lakshmi");
    for (let tries = 0; publisher.preview()?.state === "building"; tries++) {
      if (tries > 300) throw new Error("the preview did not end");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const preview = publisher.preview()!;
    expect(preview.state).toBe("failed");
    expect(preview.error).toMatch(/^the render stopped with an error\. Nothing on the live site changed\./);
    expect(preview.error).not.toMatch(/\/|\bat |Injected/);
    expect(logged.mock.calls.flat().join("\n")).toContain("Injected preview error in");
  });
});

describe("a version rendered but not served", () => {
  it("fails the publish, removes its folder and leaves the live site as it was", async () => {
    const logged = vi.mocked(console.error);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-publisher-"));
    const db = openDatabase(path.join(dir, "site.sqlite"));
    const store = openSiteContentStore(db);
    const publisher = openSitePublisher(db, {
      siteDir: path.join(dir, "site"),
      render: async (outDir) => (fs.mkdirSync(path.join(outDir, "client"), { recursive: true }), null),
      goLive: async () => {
        throw new Error("Injected: the bundle could not be loaded");
      },
    });
    await save(store, "+91 98480 22222");
    const started = publisher.start(store.latest(), "Lakshmi") as SitePublish;
    while (publisher.building()) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(publisher.recent(1)[0]).toMatchObject({ id: started.id, state: "failed" });
    expect(publisher.live()).toBeUndefined();
    expect(fs.existsSync(path.join(dir, "site", String(started.id)))).toBe(false);
    expect(logged.mock.calls.flat().join("\n")).toContain("could not be served: Error: Injected");
  });
});

describe("a launch deployment's publish the gate refuses", () => {
  it("tells the editor what is left to confirm, in the gate's words, with no path or stack", async () => {
    const { publisher, ended } = site(
      async () =>
        "LAUNCH=1: 3 sample value(s) remain (hospital.phone, doctor.name, claims.years). Run npm run launch-check for the list and what to supply.\n" +
        "    at file:///srv/eye-hospital/server/site-render-worker.js:35:11",
    );
    const started = publisher.start(undefined, "Lakshmi");
    expect("refused" in started).toBe(false);
    await ended();
    const [failed] = publisher.recent(1);
    expect(failed?.state).toBe("failed");
    expect(failed?.error).toContain("this is a launch build, and 3 sample value(s) remain (hospital.phone");
    expect(failed?.error).toContain("Nothing on the live site changed.");
    expect(failed?.error).not.toMatch(/srv|react-router\.config|\bat /);
  });
});
