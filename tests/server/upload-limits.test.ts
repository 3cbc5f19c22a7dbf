import fs from "node:fs";
import http from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, desk, hidden, signIn } from "./staff-browser";
import { startServer, tempDatabase, type RunningServer } from "./server-process";

/**
 * Issue 38, item 3 (decision 0050): a staff post is checked from its cookie (session, role) before a byte of its body
 * is read, and an upload is parsed as it arrives within its limits. Each post here is sent as a slow line sends it,
 * and the test watches when the answer comes and how much the server process read meanwhile. Each of the refusals
 * came only after the whole body had been read before the change.
 */

const PASSWORD = "correct horse battery staple";
const MB = 1024 * 1024;
const BOUNDARY = "----uploadLimitsBoundary0050";
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const end = `\r\n--${BOUNDARY}--\r\n`;

/** Everything the server process has read so far (sockets and files alike): Linux's count for the process. */
function bytesReadBy(server: RunningServer): number {
  const io = fs.readFileSync(`/proc/${server.process.pid}/io`, "utf8");
  return Number(/^rchar: (\d+)$/m.exec(io)?.[1]);
}

/** Until the connection takes more, or closes. */
function drained(request: http.ClientRequest) {
  return new Promise<void>((resolve) => {
    const done = () => {
      request.off("drain", done);
      request.off("close", done);
      resolve();
    };
    request.on("drain", done);
    request.on("close", done);
  });
}

interface Answer {
  status: number;
  location: string | undefined;
  retryAfter: string | undefined;
  /** How much of the body had been handed to the connection when the answer came. */
  written: number;
  /** Whether the whole body had been sent by then. */
  finished: boolean;
}

/**
 * A photograph form posted in 64 KB pieces, waiting for each to go out (and `pauseMs` after it) as a phone on a slow
 * line would: `head`, then `size` bytes of file, then the form's end. With `chunked`, no Content-Length (the body
 * says its length as it goes). Stops sending once the answer has come.
 */
function slowUpload(
  server: RunningServer,
  {
    head,
    size,
    cookie = "",
    chunked = false,
    pauseMs = 0,
  }: {
    head: string;
    size: number;
    cookie?: string;
    chunked?: boolean;
    pauseMs?: number;
  },
): Promise<Answer> {
  const total = Buffer.byteLength(head) + size + Buffer.byteLength(end);
  const headers: Record<string, string | number> = {
    "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
    Cookie: cookie,
  };
  if (!chunked) headers["Content-Length"] = total;
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(
      { host: "127.0.0.1", port: server.port, path: "/staff/site/photos", method: "POST", headers, agent: false },
      (response) => {
        answered = true;
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          retryAfter: response.headers["retry-after"] as string | undefined,
          written,
          finished: written >= total,
        });
        response.resume();
        response.on("end", () => request.destroy());
      },
    );
    // Once it has answered, the server closes the connection under the rest of the body: the writes fail, as they
    // should.
    // Before the answer is read, the same close can reach the client first (EPIPE, ECONNRESET: the kernel drops an
    // answer that came with unread body behind it). That is the connection cut under the upload, recorded as status 0.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") return reject(error);
      answered = true;
      resolve({ status: 0, location: undefined, retryAfter: undefined, written, finished: written >= total });
    });
    const piece = Buffer.alloc(64 * 1024, 0x61);
    const send = async () => {
      request.write(head);
      written += Buffer.byteLength(head);
      let sent = 0;
      while (!answered && sent < size) {
        const chunk = piece.subarray(0, Math.min(piece.length, size - sent));
        const more = request.write(chunk);
        sent += chunk.length;
        written += chunk.length;
        if (!more) await drained(request);
        if (pauseMs) await new Promise((wake) => setTimeout(wake, pauseMs));
      }
      if (!answered) {
        written += Buffer.byteLength(end);
        request.end(end);
      }
    };
    send().catch(reject);
  });
}

describe("staff uploads checked before their body is read", () => {
  let server: RunningServer;
  const editor = { cookie: "", csrf: "" };
  const deskOnly = { cookie: "", csrf: "" };

  beforeAll(async () => {
    const databasePath = tempDatabase();
    expect(desk(databasePath, ["staff:add", "Lakshmi", "--role", "editor"], `${PASSWORD}\n`).status).toBe(0);
    expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
    server = await startServer({ DATABASE_PATH: databasePath });
    for (const [account, name, page] of [
      [editor, "Lakshmi", "/staff/site/photos"],
      [deskOnly, "Asha", "/staff"],
    ] as const) {
      const browser = new Browser(server.url);
      expect((await signIn(browser, name, PASSWORD)).status).toBe(303);
      account.csrf = hidden(await (await browser.get(page)).text(), "csrf");
      account.cookie = [...browser.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
      expect(account.csrf).not.toBe("");
    }
  });
  afterAll(() => server.stop());

  it("tells a signed-out 14 MB photograph's sender to sign in again while it is still being sent, having read next to none of it", async () => {
    const before = bytesReadBy(server);
    const answer = await slowUpload(server, { head: field("csrf", "x") + fileHead, size: 14 * MB, pauseMs: 2 });
    const read = bytesReadBy(server) - before;
    // A 403, not the redirect a small form gets: a browser shows a redirect that comes back to an upload it could not
    // finish as a reset connection (PolicyBody.small). Node's client sometimes sees the cut before the answer (0).
    expect([403, 0]).toContain(answer.status);
    expect(answer.finished).toBe(false);
    expect(answer.written).toBeLessThan(4 * MB);
    expect(read).toBeLessThan(1 * MB);
  });

  it("refuses a desk account's upload to the editor's page with 403, the same way", async () => {
    const before = bytesReadBy(server);
    const head = field("csrf", deskOnly.csrf) + fileHead;
    const answer = await slowUpload(server, { head, size: 14 * MB, cookie: deskOnly.cookie, pauseMs: 2 });
    const read = bytesReadBy(server) - before;
    expect([403, 0]).toContain(answer.status);
    expect(answer.finished).toBe(false);
    expect(read).toBeLessThan(1 * MB);
  });

  it("refuses an editor's upload whose form token is not the session's as its file begins", async () => {
    const before = bytesReadBy(server);
    const head = field("csrf", "a".repeat(editor.csrf.length)) + fileHead;
    const answer = await slowUpload(server, { head, size: 14 * MB, cookie: editor.cookie, pauseMs: 2 });
    expect([403, 0]).toContain(answer.status);
    expect(answer.finished).toBe(false);
    expect(bytesReadBy(server) - before).toBeLessThan(1 * MB);
  });

  it("refuses an editor's upload that says it is over 15 MB with 413, having read next to none of it", async () => {
    const before = bytesReadBy(server);
    const head = field("csrf", editor.csrf) + fileHead;
    const answer = await slowUpload(server, { head, size: 16 * MB, cookie: editor.cookie, pauseMs: 2 });
    // Node's client sometimes sees the connection cut under the upload before the answer (0), as above.
    expect([413, 0]).toContain(answer.status);
    expect(answer.finished).toBe(false);
    expect(bytesReadBy(server) - before).toBeLessThan(1 * MB);
  });

  it("stops an editor's upload sent without a length at 15 MB with 413, not at 32 times that", async () => {
    const before = bytesReadBy(server);
    const head = field("csrf", editor.csrf) + fileHead;
    const answer = await slowUpload(server, { head, size: 100 * MB, cookie: editor.cookie, chunked: true });
    const read = bytesReadBy(server) - before;
    expect(answer.status).toBe(413);
    expect(answer.finished).toBe(false);
    // The limit, a chunk past it, and what a chunked body's framing adds.
    expect(read).toBeGreaterThan(15 * MB);
    expect(read).toBeLessThan(16 * MB);
  });

  it("still takes an editor's photograph, with or without a length, and the page goes on working", async () => {
    const photo = await sharp({
      create: {
        width: 1800,
        height: 1200,
        channels: 3,
        background: "#9cc3d5",
        noise: { type: "gaussian", mean: 128, sigma: 20 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const form = new FormData();
    form.append("csrf", editor.csrf);
    form.append("intent", "photo");
    form.append("slot", "clinic-front");
    form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "front.jpg");
    form.append("keep", "middle");
    form.append("en", "The hospital's front door");
    form.append("te", "ఆసుపత్రి ముందు ద్వారం");
    const saved = await fetch(`${server.url}/staff/site/photos`, {
      method: "POST",
      body: form,
      headers: { Cookie: editor.cookie },
      redirect: "manual",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/staff/site/photos?saved=clinic-front#clinic-front");

    // The same photograph as a stream (no Content-Length): parsed as it arrives all the same, and found to be the
    // same photograph with the same words, so it makes no new version (decision 0059).
    const encoded = new Response(form);
    const streamed = await fetch(`${server.url}/staff/site/photos`, {
      method: "POST",
      body: encoded.body,
      duplex: "half",
      headers: { Cookie: editor.cookie, "Content-Type": encoded.headers.get("content-type")! },
      redirect: "manual",
    } as RequestInit);
    expect(streamed.status).toBe(200);
    expect(await streamed.text()).toContain("Nothing changed: the site already says that, so no new version was made.");

    const page = await fetch(`${server.url}/staff/site/photos`, { headers: { Cookie: editor.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("front door");
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});

describe("staff posts without a session, per address", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const databasePath = tempDatabase();
    expect(desk(databasePath, ["staff:add", "Asha"], `${PASSWORD}\n`).status).toBe(0);
    server = await startServer({ DATABASE_PATH: databasePath });
  });
  afterAll(() => server.stop());

  it("answers past 30 in 10 minutes with 429 and Retry-After, and still lets the desk sign in", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 32; i++) {
      const form = new URLSearchParams({ csrf: "x", slot: "clinic-front" });
      last = await fetch(`${server.url}/staff/site/photos`, { method: "POST", body: form, redirect: "manual" });
      await last.arrayBuffer();
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(303));
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(last!.headers.get("cache-control")).toBe("no-store");
    // The desk's own forms are counted too; the sign-in is not (its failures have their own limit).
    expect((await fetch(`${server.url}/staff/logout`, { method: "POST", redirect: "manual" })).status).toBe(429);
    const asha = new Browser(server.url);
    expect((await signIn(asha, "Asha", PASSWORD)).status).toBe(303);
    expect((await asha.get("/staff")).status).toBe(200);
  });
});
