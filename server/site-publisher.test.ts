import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SitePublish, SiteVersion } from "../app/server/site-editing.server";
import { EMPTY_SITE_CONTENT } from "../app/lib/site-content";
import { openDatabase } from "./database";
import { openSiteContentStore } from "./site-content-store";
import { openSitePublisher } from "./site-publisher";

/*
 * Issue 38: a restore refused because a build is running must not save the restored version (item 6), and a failed
 * publish tells the editor so in a sentence, its build's lines (paths, a stack) going to the server's log (item 9).
 * The build is a small script in place of scripts/build.mjs, as SITE_BUILD_COMMAND puts one in.
 */
const opened: { release: () => void }[] = [];
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  for (const site of opened.splice(0)) site.release();
});

function site(buildScript: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-publisher-"));
  const release = path.join(dir, "release");
  const script = path.join(dir, "build.mjs");
  fs.writeFileSync(script, buildScript.replaceAll("RELEASE", JSON.stringify(release)));
  const db = openDatabase(path.join(dir, "site.sqlite"));
  const store = openSiteContentStore(db);
  const publisher = openSitePublisher(db, {
    siteDir: path.join(dir, "site"),
    command: [process.execPath, script],
    cwd: process.cwd(),
    launch: false,
    goLive: async () => {},
  });
  const handle = { release: () => fs.writeFileSync(release, "") };
  opened.push(handle);
  /** Resolves once no publish is building. */
  const ended = async () => {
    for (let tries = 0; publisher.building(); tries++) {
      if (tries > 300) throw new Error("the publish did not end");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { store, publisher, dir, ended, ...handle };
}

/** A build that runs until the test releases it, then fails (nothing goes live). */
const HELD_BUILD = `
  import fs from "node:fs";
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(RELEASE) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  process.exit(1);
`;

const save = (store: ReturnType<typeof site>["store"], phone: string) =>
  store.save(
    { ...EMPTY_SITE_CONTENT, facts: { phone: { value: phone, by: "Lakshmi", on: "2026-11-27" } } },
    "Lakshmi",
    `Phone number: → ${phone}`,
  );

describe("a restore while a build runs", () => {
  it("is refused before the restored version is saved: the history stays as it was", async () => {
    const { store, publisher, release, ended } = site(HELD_BUILD);
    const first = await save(store, "+91 98480 11111");
    await save(store, "+91 98480 22222");
    const started = publisher.start(store.latest(), "Lakshmi") as SitePublish;
    expect(started.state).toBe("building");
    const history = store.history(30);

    const saveRestored = vi.fn(() => store.save(first.content, "Ravi", `Restored version ${first.id}`));
    const restored = await publisher.startAfterSaving(saveRestored, "Ravi");
    expect(restored).toEqual({ refused: "A publish started by Lakshmi is still building; wait for it." });
    expect(saveRestored).not.toHaveBeenCalled();
    expect(store.history(30)).toEqual(history);
    expect(store.latest()!.content.facts.phone?.value).toBe("+91 98480 22222");

    release();
    await ended();
  });

  it("holds the build while its version is saved: a publish asked for meanwhile is refused", async () => {
    const { store, publisher, release, ended } = site(HELD_BUILD);
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
    const { store, publisher, release, ended } = site(HELD_BUILD);
    await expect(publisher.startAfterSaving(() => Promise.reject(new Error("disk full")), "Ravi")).rejects.toThrow(
      "disk full",
    );
    expect(publisher.start(store.latest(), "Lakshmi")).toHaveProperty("state", "building");
    release();
    await ended();
  });
});

describe("a publish whose build fails", () => {
  it("tells the editor in a sentence, with no path or stack; the build's lines go to the server's log", async () => {
    const logged = vi.mocked(console.error);
    const { store, publisher, dir, ended } = site(`
      console.log("Building in " + process.cwd());
      throw new Error("Injected build error: a page could not be rendered");
    `);
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
    expect(log).toContain("Error: Injected build error: a page could not be rendered");
    expect(log).toContain(dir);
  });

  it("and a failed preview says so the same way", async () => {
    const logged = vi.mocked(console.error);
    const { store, publisher } = site(`throw new Error("Injected preview error in " + process.cwd());`);
    await save(store, "+91 98480 22222");
    publisher.startPreview(store.latest(), "Lakshmi");
    for (let tries = 0; publisher.preview()?.state === "building"; tries++) {
      if (tries > 300) throw new Error("the preview did not end");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const preview = publisher.preview()!;
    expect(preview.state).toBe("failed");
    expect(preview.error).toMatch(/^the build stopped with an error\. Nothing on the live site changed\./);
    expect(preview.error).not.toMatch(/\/|\bat |Injected/);
    expect(logged.mock.calls.flat().join("\n")).toContain("Injected preview error in");
  });
});

describe("a launch build the gate refuses", () => {
  it("tells the editor what is left to confirm, in the gate's words, with no path or stack", async () => {
    const { publisher, ended } = site(`
      console.error("Error: LAUNCH=1: 3 sample value(s) remain (hospital.phone, doctor.name, claims.years). Run npm run launch-check for the list and what to supply.");
      console.error("    at file:///srv/eye-hospital/react-router.config.ts:35:11");
      process.exit(1);
    `);
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
