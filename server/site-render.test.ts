import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { earlierClientDirs, renderEnvironment } from "./site-render";

// The renderer runs the app's code with the editors' content in a thread of the server's process: it must not see
// the server's secrets (issue 38, item 9; decision 0063 keeps what decision 0052 asked of the build).
describe("the renderer's environment", () => {
  it("holds the locale and the time zone, and none of the server's secrets or settings", () => {
    const env = renderEnvironment({
      TZ: "Asia/Kolkata",
      LANG: "en_IN.UTF-8",
      NODE_ENV: "production",
      STAFF_SESSION_SECRET: "a secret",
      SMTP_PASS: "another",
      DATABASE_PATH: "/var/lib/eye-hospital/requests.sqlite",
      NODE_OPTIONS: "--require /tmp/x.js",
      PATH: "/usr/bin",
    });
    expect(env).toEqual({ TZ: "Asia/Kolkata", LANG: "en_IN.UTF-8", NODE_ENV: "production" });
  });

  it("renders as the build's prerender does, with React's production build, whatever the server was started with", () => {
    expect(renderEnvironment({ TZ: "Asia/Kolkata" })).toEqual({ TZ: "Asia/Kolkata", NODE_ENV: "production" });
    expect(renderEnvironment({ NODE_ENV: "development" }).NODE_ENV).toBe("production");
  });
});

describe("where a render looks for pages already compressed", () => {
  it("in the finished renders of the site folder, newest first, then the build; never in its own or an unfinished one", () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-render-"));
    const render = (name: string, finishedAt?: number) => {
      fs.mkdirSync(path.join(siteDir, name, "client"), { recursive: true });
      if (finishedAt === undefined) return;
      fs.writeFileSync(path.join(siteDir, name, "version.json"), "{}");
      fs.utimesSync(path.join(siteDir, name, "version.json"), finishedAt, finishedAt);
    };
    render("1", 1_000);
    render("2", 3_000);
    render("preview", 2_000);
    render("3"); // still rendering, or failed
    render("4", 4_000); // the render asking
    fs.mkdirSync(path.join(siteDir, "share-images"));

    expect(earlierClientDirs({ buildDir: "/srv/build", siteDir }, path.join(siteDir, "4"))).toEqual([
      path.join(siteDir, "2", "client"),
      path.join(siteDir, "preview", "client"),
      path.join(siteDir, "1", "client"),
      "/srv/build/client",
    ]);
    expect(earlierClientDirs({ buildDir: "/srv/build", siteDir: path.join(siteDir, "none") }, "/x")).toEqual([
      "/srv/build/client",
    ]);
  });
});
