import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionPolicyOf, type ActionPolicyName } from "../../app/server/action-policy.server";
import { answersWithPersonalData } from "../../app/server/staff.server";
import { Browser, desk, hidden, signIn } from "./staff-browser";
import {
  BUILD_DIR,
  futureDate,
  postJson,
  startServer,
  storedCount,
  tempDatabase,
  type RunningServer,
} from "./server-process";

/**
 * React Router answers one action at several addresses (the page, its Telugu twin, its `.data` address). This test
 * reads the built route manifest, the same table React Router routes by, so a route added later is walked too:
 * every action must carry a policy, and each policy must hold at every address of every route that has it.
 */
const build = (await import(pathToFileURL(path.resolve(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;
const routes = Object.values(build.routes).filter((route): route is ManifestRoute => route !== undefined);
const withAction = routes.filter((route) => route.module.action);

/** A real address for a route: its parameters filled in, the splat of /api/* a real form address. */
function addressOf(route: ManifestRoute): string {
  const filled = (route.path ?? "").replace(/:[^/]+/g, "1").replace(/\*$/, "appointments");
  return `/${filled}`;
}
/** The address and the one React Router's client would post to. Index routes take their action with ?index. */
function addressesOf(route: ManifestRoute): string[] {
  const address = addressOf(route);
  const index = route.index ? "?index" : "";
  return [`${address}${index}`, `${address === "/" ? "/_root" : address}.data${index}`];
}

const PASSWORD = "correct horse battery staple";

describe("the route manifest", () => {
  it("gives every action a policy (a route added without one fails here)", () => {
    const missing = withAction.filter((route) => !actionPolicyOf(route.module.action)).map((route) => route.id);
    expect(missing).toEqual([]);
  });

  it("holds the forms in both languages, so both are walked", () => {
    const ids = withAction.map((route) => route.id);
    expect(ids).toEqual(
      expect.arrayContaining(["routes/book", "te/routes/book", "routes/contact", "te/routes/contact"]),
    );
  });

  it("gives every staff loader the personal-data headers", () => {
    const staffLoaders = routes.filter((route) => route.id.startsWith("routes/staff/") && route.module.loader);
    expect(staffLoaders.length).toBeGreaterThanOrEqual(5);
    expect(staffLoaders.filter((route) => !answersWithPersonalData(route.module.loader)).map((r) => r.id)).toEqual([]);
  });
});

describe("every address of every action, over its limit or without its token", () => {
  let server: RunningServer;
  let asha: Browser;
  let requestId: number;

  beforeAll(async () => {
    const databasePath = tempDatabase();
    expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
    server = await startServer({ DATABASE_PATH: databasePath, SUBMIT_RATE_LIMIT: "1", SIGNIN_RATE_LIMIT: "1" });
    asha = new Browser(server.url);
    expect((await signIn(asha, "Asha", PASSWORD)).status).toBe(303);
    // Spend this visitor's budgets: one booking, one wrong password.
    const first = await postJson(`${server.url}/api/appointments`, {
      name: "Budget",
      phone: "9876543210",
      date: futureDate(),
    });
    requestId = ((await first.json()) as { id: number }).id;
    expect((await signIn(new Browser(server.url), "Asha", "wrong password")).status).toBe(401);
  });
  afterAll(() => server.stop());

  /** What each policy promises, tried at one address. */
  const checks: Record<ActionPolicyName, (address: string) => Promise<void>> = {
    "patient-request": async (address) => {
      // Fields of both forms at once: whichever form the route takes, it is a valid one.
      const fields = {
        name: "Over The Limit",
        phone: "9876543210",
        date: futureDate(),
        email: "limit@example.com",
        subject: "Limit",
        message: "Should not be stored",
      };
      const response = await fetch(server.url + address, { method: "POST", body: new URLSearchParams(fields) });
      expect(response.status, address).toBe(429);
      expect(response.headers.get("cache-control"), address).toBe("no-store");
      expect(storedCount(server.databasePath), address).toBe(1);
    },
    "staff-sign-in": async (address) => {
      const browser = new Browser(server.url);
      const csrf = hidden(await (await browser.get("/staff/login")).text(), "csrf");
      const response = await browser.post(address, { csrf, name: "Asha", password: PASSWORD });
      expect(response.headers.get("cache-control"), address).toBe("no-store");
      expect((await browser.get("/staff")).headers.get("location"), address).toBe("/staff/login");
    },
    "staff-form": (address) => withoutToken(address),
    "site-edit": (address) => withoutToken(address),
    "site-photo": (address) => withoutToken(address),
  };

  /** Signed in, but without the form's token (a post from another site): refused, and nothing changes. */
  async function withoutToken(address: string) {
    const response = await asha.post(address, {
      intent: "erase",
      phone: "9876543210",
      status: "closed",
      from: "new",
    });
    expect(response.status, address).toBe(403);
    expect(response.headers.get("cache-control"), address).toBe("no-store");
    expect((await asha.get(`/staff/requests/${requestId}`)).status, address).toBe(200);
    expect(await asha.html(`/staff/requests/${requestId}`), address).toContain("New");
  }

  it("refuses at the page, its Telugu twin and their .data addresses alike", async () => {
    const tried: string[] = [];
    for (const route of withAction) {
      const policy = actionPolicyOf(route.module.action)!;
      for (const address of addressesOf(route)) {
        await checks[policy](address);
        tried.push(address);
      }
    }
    expect(tried).toEqual(
      expect.arrayContaining(["/te/book", "/te/book.data", "/staff/login.data", "/api/appointments.data"]),
    );
  });

  it("answers every staff page, file and .data address with no-store and noindex", async () => {
    const staffRoutes = routes.filter((route) => route.id.startsWith("routes/staff/") && route.module.loader);
    for (const route of staffRoutes) {
      for (const address of addressesOf(route).map((a) => a.replace("/1", `/${requestId}`))) {
        const response = await asha.get(address);
        expect(response.headers.get("cache-control"), address).toBe("no-store");
        expect(response.headers.get("x-robots-tag"), address).toContain("noindex");
      }
    }
  });
});
