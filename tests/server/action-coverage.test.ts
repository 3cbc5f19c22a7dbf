import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionPolicyOf, type ActionPolicyName } from "../../app/handlers/action-policy.server";
import { answersWithPersonalData } from "../../app/staff/staff.server";
import { loadServerBundle } from "../../server/publishing/server-bundle.mjs";
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
const build = loadServerBundle(path.resolve(BUILD_DIR));
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

/**
 * Issue 38: a role is the page's own word, never read from how its address is spelled. React Router decodes
 * `%73` before it matches, and used to match any mix of capitals, so `/staff/Site`, `/STAFF/SITE`, `/staff/%73ite`
 * and their `.data` addresses opened the editor's pages to a desk account while `/staff/site` refused it.
 */
describe("every staff page at every spelling of its address, with each role", () => {
  let server: RunningServer;
  let requestId: number;
  const accounts = { desk: new Browser(""), editor: new Browser("") };

  beforeAll(async () => {
    const databasePath = tempDatabase();
    expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
    expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${PASSWORD}\n`).status).toBe(0);
    server = await startServer({ DATABASE_PATH: databasePath });
    accounts.desk = new Browser(server.url);
    accounts.editor = new Browser(server.url);
    expect((await signIn(accounts.desk, "Asha", PASSWORD)).status).toBe(303);
    expect((await signIn(accounts.editor, "Lakshmi", PASSWORD)).status).toBe(303);
    const booked = await postJson(`${server.url}/api/appointments`, {
      name: "Spelling Test",
      phone: "9876543210",
      date: futureDate(),
    });
    requestId = ((await booked.json()) as { id: number }).id;
  });
  afterAll(() => server.stop());

  const staffPages = () =>
    routes.filter(
      (route) => route.id.startsWith("routes/staff/") && route.module.loader && !/\/(login|logout)$/.test(route.id),
    );
  /** Whose page it is: the site's content is the editors', everything else the desk's. */
  const ownerOf = (route: ManifestRoute) => (route.id.startsWith("routes/staff/site") ? "editor" : "desk");

  /** The route's address, then the same address in capitals, capitalised, and with a letter percent-encoded. */
  function spellings(route: ManifestRoute): string[] {
    const address = `/${route.path ?? ""}`
      .replace(":id", String(requestId))
      .replace(":slot", "clinic-front")
      .replace(/\*$/, "index.html");
    const segments = address.split("/").slice(1);
    const literal = segments.findLastIndex((segment) => /^[a-z]/.test(segment));
    const changed = (change: (segment: string) => string) =>
      `/${segments.map((segment, index) => (index === literal ? change(segment) : segment)).join("/")}`;
    const encodedFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
    const variants = [
      address.toUpperCase(),
      changed((segment) => segment[0]!.toUpperCase() + segment.slice(1)),
      changed(encodedFirst),
      `/%73${address.slice(2)}`,
    ];
    return [address, ...variants].flatMap((variant) => [variant, `${variant}.data`]);
  }

  it("lists every staff page, the editor's and the desk's", () => {
    const owners = staffPages().map(ownerOf);
    expect(owners.filter((owner) => owner === "editor").length).toBeGreaterThanOrEqual(8);
    expect(owners.filter((owner) => owner === "desk").length).toBeGreaterThanOrEqual(5);
  });

  it("never opens a page to the other role, however its address is spelled", async () => {
    const opened: string[] = [];
    for (const route of staffPages()) {
      const stranger = ownerOf(route) === "editor" ? accounts.desk : accounts.editor;
      for (const address of spellings(route)) {
        const response = await stranger.get(address);
        // A `.data` address answers a redirect with 202 and where to go: to the editor's own page or to sign in.
        const redirected = response.status === 202 && /"\/staff\/(site|login)/.test(await response.text());
        if (![303, 403, 404].includes(response.status) && !redirected) opened.push(`${address} → ${response.status}`);
      }
    }
    expect(opened).toEqual([]);
  });

  it("still opens each page to its own role at its own address, and its capitalised twin to no one", async () => {
    const editorsPage = await accounts.editor.get("/staff/site/facts");
    expect(editorsPage.status).toBe(200);
    expect((await accounts.editor.get("/staff/%73ite/facts")).status).toBe(200);
    expect((await accounts.editor.get("/staff/Site/facts")).status).toBe(404);
    expect((await accounts.desk.get(`/staff/requests/${requestId}`)).status).toBe(200);
    expect((await accounts.desk.get(`/Staff/requests/${requestId}`)).status).toBe(404);
  });
});
