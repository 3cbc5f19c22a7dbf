import { describe, expect, it } from "vitest";
import { renderEnvironment } from "./site-render";

// The renderer runs the app's code with the editors' content in a thread of the server's process: it must not see
// the server's secrets (issue 38, item 9; decision 0063 keeps what decision 0052 asked of the build).
describe("the renderer's environment", () => {
  it("holds the locale, the time zone and NODE_ENV, and none of the server's secrets or settings", () => {
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
});
