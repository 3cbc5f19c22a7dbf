import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { site as repositorySite } from "../app/content/site";
import type { RequestStore, StoredRequest } from "./storage";

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  /** NOTIFY_FROM and NOTIFY_TO, when set; else the live hospital's own (mailAddresses). */
  from?: string;
  to?: string;
}

export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === "true",
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.NOTIFY_FROM || undefined,
    to: env.NOTIFY_TO || undefined,
  };
}

/** The hospital the e-mails are for, as its live pages name it. */
export interface MailedHospital {
  name: string;
  email: string;
}

/**
 * The live version's name and e-mail address, as its render wrote them (issue 40: the editor's, once published),
 * else the repository's: this process's own content modules are evaluated once, with the repository's values.
 */
export const mailedHospital = (live: MailedHospital | undefined): MailedHospital =>
  live ?? { name: repositorySite.name, email: repositorySite.email };

/** Whom an e-mail goes to and is from: the settings', or the hospital's own address under its name. */
export function mailAddresses(
  settings: SmtpSettings,
  hospital: MailedHospital,
): { from: Mail.Address | string; to: string } {
  return {
    from: settings.from ?? { name: `${hospital.name} website`, address: settings.user ?? hospital.email },
    to: settings.to ?? hospital.email,
  };
}

function describe(request: StoredRequest): { subject: string; text: string } {
  const lines =
    request.kind === "appointment"
      ? [
          `New appointment request #${request.id}`,
          `Name: ${request.name}`,
          `Phone: ${request.phone}`,
          `Preferred date: ${request.preferredDate}`,
          `Message: ${request.message || "(none)"}`,
          `From: ${request.source || "website"}`,
        ]
      : [
          `New message #${request.id}`,
          `Name: ${request.name}`,
          `Phone: ${request.phone}`,
          `E-mail: ${request.email}`,
          `Subject: ${request.subject}`,
          `Service: ${request.service || "(not chosen)"}`,
          `Message: ${request.message}`,
        ];
  if (request.lang === "te") lines.push("Language: Telugu (sent from the Telugu site; please answer in Telugu)");
  lines.push("", `Received ${request.createdAt}. Open the staff inbox to mark it contacted.`);
  const subject =
    request.kind === "appointment"
      ? `Appointment request: ${request.name}, ${request.preferredDate}`
      : `Website message: ${request.subject}`;
  return { subject: subject.replace(/[\r\n]+/g, " ").slice(0, 150), text: lines.join("\n") };
}

const MAX_DELAY_MS = 30 * 60_000;

/**
 * How a failed send is handled. The SMTP server refusing this one message (an answer to MAIL FROM, RCPT TO
 * or DATA) counts against the message: permanent (5xx) means give up now, temporary (4xx) means try it
 * again later. Anything else (no connection, bad login, server closing) is no fault of the message: the
 * whole run waits and no message's attempts are counted.
 */
function classify(error: unknown): "permanent" | "temporary" | "transport" {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if ((code !== "EENVELOPE" && code !== "EMESSAGE") || typeof responseCode !== "number" || responseCode === 421) {
    return "transport";
  }
  return responseCode >= 500 ? "permanent" : "temporary";
}

export interface NotifierOptions {
  /** First retry delay; doubles with each failure, up to 30 minutes. */
  retryBaseMs?: number;
  /** Attempts per message before it is given up on (the request stays in the inbox). */
  maxAttempts?: number;
}

/**
 * E-mails each stored request to the hospital. Runs beside the request path: a failure is retried
 * later with back-off and never loses or delays the stored request. A message the SMTP server keeps
 * refusing is given up on (logged), so it never holds back the e-mails for later requests.
 */
export class Notifier {
  private transporter: Transporter;
  private running = false;
  private again = false;
  private transportFailures = 0;
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private stopped = false;
  private retryBaseMs: number;
  private maxAttempts: number;

  constructor(
    private store: RequestStore,
    private settings: SmtpSettings,
    /** Read at each send: a publish may change the hospital's name or address. */
    private hospital: () => MailedHospital,
    options: NotifierOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 10);
    this.transporter = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
      tls: { rejectUnauthorized: process.env.SMTP_ALLOW_SELF_SIGNED !== "true" },
    });
  }

  /** Ask for a delivery run soon (after a new request, and at start-up for anything left over). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    setImmediate(() => void this.run());
  }

  private backoff(failures: number) {
    return Math.min(this.retryBaseMs * 2 ** (failures - 1), MAX_DELAY_MS);
  }

  private async run() {
    if (this.running || this.stopped) return;
    this.running = true;
    try {
      const batch = this.store.unnotified(20);
      for (const request of batch) {
        if (this.stopped) return;
        try {
          const { subject, text } = describe(request);
          await this.transporter.sendMail({ ...mailAddresses(this.settings, this.hospital()), subject, text });
        } catch (error) {
          const kind = classify(error);
          if (kind === "transport") throw error;
          await this.messageFailed(request, kind, error);
          continue;
        }
        // Outside the mail's try: a database that cannot take this now is retried with the rest, not blamed on it.
        await this.store.markNotified(request.id);
      }
      this.transportFailures = 0;
      // A full batch may mean more are waiting.
      if (batch.length === 20) this.again = true;
      const next = this.store.nextNotifyRetry();
      if (next) this.schedule(next.getTime() - Date.now());
    } catch (error) {
      this.transportFailures++;
      const delay = this.backoff(this.transportFailures);
      console.error(
        `Notification e-mails could not be sent (attempt ${this.transportFailures}); retrying in ${delay / 1000}s`,
        error,
      );
      this.schedule(delay);
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    }
  }

  private async messageFailed(request: StoredRequest, kind: "permanent" | "temporary", error: unknown) {
    const attempts = request.notifyAttempts + 1;
    const reason = (error as { response?: string }).response ?? String(error);
    if (kind === "permanent" || attempts >= this.maxAttempts) {
      await this.store.markNotifyFailed(request.id, null);
      console.error(
        `Notification e-mail for request #${request.id} given up after ${attempts} attempt(s) (${reason}); ` +
          "the request is still in the staff inbox.",
      );
      return;
    }
    const delay = this.backoff(attempts);
    await this.store.markNotifyFailed(request.id, new Date(Date.now() + delay));
    console.error(
      `Notification e-mail for request #${request.id} refused for now (${reason}); attempt ${attempts} of ` +
        `${this.maxAttempts}, retrying in ${delay / 1000}s`,
    );
  }

  /** Wakes up after delay, unless an earlier wake-up is already set. */
  private schedule(delay: number) {
    if (this.stopped) return;
    const at = Date.now() + Math.max(0, delay);
    if (this.timer) {
      if (this.timerAt <= at) return;
      clearTimeout(this.timer);
    }
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, at - Date.now());
    this.timer.unref();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.transporter.close();
  }
}
