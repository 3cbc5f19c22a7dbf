import { createCookieSessionStorage } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { guardedAction, type AddressLimiter } from "./action-policy.server";
import { readLimitedBytes } from "./http-body.server";
import { staffAction, type StaffAccess } from "../staff/staff.server";
import type { StaffAccount, StaffRole } from "../staff/staff-directory.server";

/*
 * Decision 0050, in memory: how many bytes of a body the actions pull before they answer. The body is a stream that
 * counts what is taken from it and never ends unless told, as a chunked upload that goes on and on.
 */

const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

/** A body of `head` and then chunks of `fill` up to `total` bytes (endless if not given), counting what is pulled. */
function countedBody(head: string, { total = Infinity, tail = "" } = {}) {
  const counter = { pulled: 0 };
  const filler = new Uint8Array(CHUNK).fill(0x61);
  let sent = 0;
  let state: "head" | "fill" | "tail" | "done" = "head";
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array;
      if (state === "head") {
        chunk = new TextEncoder().encode(head);
        state = "fill";
      } else if (state === "fill" && sent < total) {
        chunk = filler.subarray(0, Math.min(CHUNK, total - sent));
        sent += chunk.byteLength;
      } else if (state !== "done" && tail) {
        chunk = new TextEncoder().encode(tail);
        state = "done";
      } else {
        controller.close();
        return;
      }
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

function post(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

const BOUNDARY = "----formboundary7MA4YWxkTrZu0gW";
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const end = `\r\n--${BOUNDARY}--\r\n`;

/** A limiter that counts in memory, like server/address-limits.ts. */
function limiter(limit: number): AddressLimiter & { hits: number } {
  const counter = {
    hits: 0,
    limit,
    hit: async () => ({ count: ++counter.hits, resetAt: new Date(Date.now() + 600_000) }),
    undo: async () => {},
  };
  return counter;
}

const SECRET = "unit-test-secret";
const storage = createCookieSessionStorage<{ csrf: string; sid: string }>({
  cookie: { name: "staff_session", path: "/staff", httpOnly: true, sameSite: "strict", secrets: [SECRET] },
});

/** The server shell's context, with a session for an account in `roles` when given. */
async function shell(roles?: StaffRole[]) {
  const account: StaffAccount | undefined = roles && {
    id: 1,
    name: "Asha",
    roles,
    createdAt: "2026-11-01",
    disabledAt: null,
    lastSignInAt: null,
  };
  const session = await storage.getSession();
  session.set("csrf", "the-token");
  if (account) session.set("sid", "session-1");
  const cookie = (await storage.commitSession(session)).split(";")[0]!;
  const staff = {
    store: {},
    directory: { sessionAccount: (sid: string) => (sid === "session-1" ? account : undefined) },
    sessionSecrets: [SECRET],
    secureCookies: false,
  } as unknown as StaffAccess;
  const signedOutStaffPosts = limiter(30);
  const context = {
    staff,
    limits: { submissions: limiter(100), signInFailures: limiter(100), signedOutStaffPosts },
    clientAddress: "203.0.113.7",
    closeAfterAnswer: vi.fn(),
  };
  return { cookie, context, signedOutStaffPosts };
}

const photoAction = staffAction("site-photo", async ({ form, files }) => ({
  slot: form.get("slot"),
  en: form.get("en"),
  photo: files.get("photo"),
}));

/** What an action answered or threw, as a status (a plain object is 200). */
async function statusOf(run: Promise<unknown>): Promise<{ status: number; value: unknown }> {
  const value = await run.catch((thrown: unknown) => thrown);
  if (value instanceof Response) return { status: value.status, value };
  const init = (value as { init?: { status?: number } } | null)?.init;
  return { status: init?.status ?? 200, value };
}

describe("a body without a length, past its limit", () => {
  it("is read no further than the limit and the chunk that passed it", async () => {
    const { stream, counter } = countedBody("");
    expect(await readLimitedBytes(post("/api/appointments", stream), MB)).toBeNull();
    expect(counter.pulled).toBeGreaterThan(MB);
    expect(counter.pulled).toBeLessThanOrEqual(MB + 2 * CHUNK);
  });

  it("gets a 413 from a form's action after the limit and a chunk, and its connection is closed", async () => {
    const action = guardedAction("patient-request", () => "stored");
    const { stream, counter } = countedBody("message=");
    const closeAfterAnswer = vi.fn();
    const answer = await statusOf(action({ request: post("/contact", stream), context: { closeAfterAnswer } }));
    expect(answer.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(32 * 1024 + 2 * CHUNK);
    expect(closeAfterAnswer).toHaveBeenCalled();
  });

  it("gets a 413 from the photographs' page, signed in as an editor, after 15 MB and a chunk", async () => {
    const { cookie, context } = await shell(["editor"]);
    const { stream, counter } = countedBody(field("csrf", "the-token") + fileHead);
    const request = post("/staff/site/photos", stream, { Cookie: cookie, "Content-Type": multipartType });
    const answer = await statusOf(photoAction({ request, context, params: {} } as never));
    expect(answer.status).toBe(413);
    expect(counter.pulled).toBeGreaterThan(15 * MB);
    expect(counter.pulled).toBeLessThanOrEqual(15 * MB + 2 * CHUNK);
    expect(context.closeAfterAnswer).toHaveBeenCalled();
  });
});

describe("a staff post refused before its body is read", () => {
  it("signed out: told to sign in again (403), a 14 MB photograph's body untouched", async () => {
    const { context, signedOutStaffPosts } = await shell();
    const { stream, counter } = countedBody(field("csrf", "x") + fileHead, { total: 14 * MB, tail: end });
    const length = String(Buffer.byteLength(field("csrf", "x") + fileHead + end) + 14 * MB);
    const request = post("/staff/site/photos", stream, { "Content-Type": multipartType, "Content-Length": length });
    const answer = await statusOf(photoAction({ request, context, params: {} } as never));
    // Not a redirect: the browser still sending the photograph would show a reset connection instead.
    expect(answer.status).toBe(403);
    expect((answer.value as { data: string }).data).toMatch(/^Your session has ended/);
    expect(counter.pulled).toBeLessThanOrEqual(CHUNK);
    expect(context.closeAfterAnswer).toHaveBeenCalled();
    expect(signedOutStaffPosts.hits).toBe(1);
  });

  it("signed out with a small form: sent to sign in and back, its body read and dropped", async () => {
    const { context } = await shell();
    const text = `${field("csrf", "x")}${field("slot", "clinic-front")}--${BOUNDARY}--\r\n`;
    const { stream, counter } = countedBody(text, { total: 0 });
    const request = post("/staff/site/photos", stream, {
      "Content-Type": multipartType,
      "Content-Length": String(Buffer.byteLength(text)),
    });
    const answer = await statusOf(photoAction({ request, context, params: {} } as never));
    expect(answer.status).toBe(303);
    expect((answer.value as Response).headers.get("location")).toBe("/staff/login?ended=1");
    expect(counter.pulled).toBe(Buffer.byteLength(text));
    expect(context.closeAfterAnswer).not.toHaveBeenCalled();
  });

  it("signed out, past the address's limit: 429 with Retry-After, the body untouched", async () => {
    const { context } = await shell();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 32; i++) {
      const { stream } = countedBody(field("csrf", "x") + fileHead);
      const answer = await statusOf(
        photoAction({
          request: post("/staff/site/photos", stream, { "Content-Type": multipartType }),
          context,
          params: {},
        } as never),
      );
      statuses.push(answer.status);
      last = answer.value as Response;
    }
    expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last!.headers.get("cache-control")).toBe("no-store");
  });

  it("signed in at the desk only: 403 on the editor's photographs page, the body untouched", async () => {
    const { cookie, context } = await shell(["desk"]);
    const { stream, counter } = countedBody(field("csrf", "the-token") + fileHead);
    const request = post("/staff/site/photos", stream, { Cookie: cookie, "Content-Type": multipartType });
    const answer = await statusOf(photoAction({ request, context, params: {} } as never));
    expect(answer.status).toBe(403);
    expect(counter.pulled).toBeLessThanOrEqual(CHUNK);
    expect(context.closeAfterAnswer).toHaveBeenCalled();
  });

  it("an editor's photograph without the session's token: 403 as its file begins, the file unread", async () => {
    const { cookie, context } = await shell(["editor"]);
    const { stream, counter } = countedBody(field("csrf", "not-the-token") + fileHead);
    const request = post("/staff/site/photos", stream, { Cookie: cookie, "Content-Type": multipartType });
    const answer = await statusOf(photoAction({ request, context, params: {} } as never));
    expect(answer.status).toBe(403);
    // The form's head and its first chunks (the stream reads one ahead): never the file itself.
    expect(counter.pulled).toBeLessThanOrEqual(3 * CHUNK);
    expect(context.closeAfterAnswer).toHaveBeenCalled();
  });

  it("an editor's photograph whose token comes after the file: refused the same", async () => {
    const { cookie, context } = await shell(["editor"]);
    const { stream, counter } = countedBody(fileHead, {
      total: 4 * MB,
      tail: `\r\n${field("csrf", "the-token")}--${BOUNDARY}--\r\n`,
    });
    const request = post("/staff/site/photos", stream, { Cookie: cookie, "Content-Type": multipartType });
    expect((await statusOf(photoAction({ request, context, params: {} } as never))).status).toBe(403);
    // The form's head and its first chunks (the stream reads one ahead): never the file itself.
    expect(counter.pulled).toBeLessThanOrEqual(3 * CHUNK);
  });
});

describe("an editor's photograph within the limits", () => {
  it("arrives whole, with the fields before and after it, in Telugu too", async () => {
    const { cookie, context } = await shell(["editor"]);
    const head = field("csrf", "the-token") + field("slot", "clinic-front") + fileHead;
    const tail = `\r\n${field("en", "The front door")}${field("te", "ముందు తలుపు")}--${BOUNDARY}--\r\n`;
    const { stream } = countedBody(head, { total: 3 * MB + 17, tail });
    const request = post("/staff/site/photos", stream, { Cookie: cookie, "Content-Type": multipartType });
    const answer = await statusOf(photoAction({ request, context, params: {} } as never));
    expect(answer.status).toBe(200);
    const { data } = answer.value as { data: { slot: string; en: string; photo: File } };
    expect(data.slot).toBe("clinic-front");
    expect(data.en).toBe("The front door");
    expect(data.photo.size).toBe(3 * MB + 17);
    expect(data.photo.type).toBe("image/jpeg");
    expect(new Uint8Array(await data.photo.arrayBuffer()).every((byte) => byte === 0x61)).toBe(true);
    expect(context.closeAfterAnswer).not.toHaveBeenCalled();
  });

  it("refuses more files or fields than the form has, and a body that is not the multipart it claims", async () => {
    const { cookie, context } = await shell(["editor"]);
    const send = async (text: string) => {
      const { stream } = countedBody(text, { total: 0 });
      const request = post("/staff/site/photos", stream, { Cookie: cookie, "Content-Type": multipartType });
      return (await statusOf(photoAction({ request, context, params: {} } as never))).status;
    };
    const token = field("csrf", "the-token");
    expect(await send(`${token}${fileHead}x\r\n${fileHead}y${end}`)).toBe(413);
    expect(await send(`${token}${field("a", "1").repeat(20)}--${BOUNDARY}--\r\n`)).toBe(413);
    expect(await send(`${token}${field("en", "x".repeat(70 * 1024))}--${BOUNDARY}--\r\n`)).toBe(413);
    expect(await send(`${token}--${BOUNDARY}\r\nbroken`)).toBe(400);
  });
});
