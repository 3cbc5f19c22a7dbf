import express, { type NextFunction, type Request, type Response, Router } from "express";
import { rateLimit } from "express-rate-limit";
import type { z } from "zod";
import { appointmentSchema, contactSchema, fieldErrors, HONEYPOT_FIELD } from "../app/lib/requests";
import { formPage, type FormKind } from "./form-page";
import { sendHtml } from "./security";
import type { RequestStore, StoredRequest } from "./storage";

export interface ApiOptions {
  store: RequestStore;
  /** Submissions allowed per address per window. */
  rateLimit: { windowMs: number; limit: number };
  onStored?: (request: StoredRequest) => void;
}

const BODY_LIMIT = "32kb";

function wantsJson(req: Request) {
  return req.is("application/json") === "application/json" || (req.get("accept") ?? "").includes("application/json");
}

/** Only form posts and JSON are accepted; anything else is refused before it is read. */
function acceptedBodies(req: Request, res: Response, next: NextFunction) {
  if (!req.is(["application/json", "application/x-www-form-urlencoded"])) {
    res.status(415).json({ ok: false, error: "Send the form as JSON or as an ordinary form post." });
    return;
  }
  next();
}

/** Without JavaScript: the form again, filled in as sent, so nothing typed is lost. Never cached: it holds personal data. */
function sendFormAgain(res: Response, status: number, page: Parameters<typeof formPage>[0]) {
  res.setHeader("Cache-Control", "no-store");
  sendHtml(res, status, formPage(page));
}

function bodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction) {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") {
    res.status(413).json({ ok: false, error: "The request is too large." });
    return;
  }
  if (type === "entity.parse.failed" || type === "encoding.unsupported" || type === "charset.unsupported") {
    res.status(400).json({ ok: false, error: "The request could not be read." });
    return;
  }
  next(error);
}

export function apiRouter({ store, rateLimit: limits, onStored }: ApiOptions): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    handler: (req, res, _next, options) => {
      if (wantsJson(req)) {
        res.status(options.statusCode).json({ ok: false, error: "Too many requests. Please call us instead." });
      } else {
        res.status(options.statusCode).type("text/plain").send("Too many requests. Please call the hospital instead.");
      }
    },
  });

  function handle<T extends z.ZodType>(kind: FormKind, schema: T, save: (data: z.infer<T>) => StoredRequest) {
    return (req: Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const json = wantsJson(req);
      // Bots fill the hidden field; they get the same answer as people, and nothing is stored.
      if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
        if (json) res.status(201).json({ ok: true });
        else res.redirect(303, `/request-received?kind=${kind}`);
        return;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        if (json) res.status(400).json({ ok: false, errors });
        else sendFormAgain(res, 400, { kind, values: body, errors });
        return;
      }
      let stored: StoredRequest;
      try {
        stored = save(parsed.data);
      } catch (error) {
        console.error(`Could not store ${kind} request`, error);
        if (json) res.status(503).json({ ok: false, error: "The request could not be stored." });
        else sendFormAgain(res, 503, { kind, values: body, errors: {}, storeFailed: true });
        return;
      }
      onStored?.(stored);
      if (json) res.status(201).json({ ok: true, id: stored.id });
      else res.redirect(303, `/request-received?kind=${kind}`);
    };
  }

  router.post(
    "/appointments",
    limiter,
    acceptedBodies,
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ limit: BODY_LIMIT, extended: false }),
    handle("appointment", appointmentSchema, (data) => store.addAppointment(data)),
  );
  router.post(
    "/contact",
    limiter,
    acceptedBodies,
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ limit: BODY_LIMIT, extended: false }),
    handle("contact", contactSchema, (data) => store.addContact(data)),
  );
  router.use(bodyErrors);
  router.use((_req, res) => {
    res.status(404).json({ ok: false, error: "Not found." });
  });
  return router;
}
