import nodemailer, { type Transporter } from "nodemailer";
import { site } from "../app/content/site";
import type { RequestStore, StoredRequest } from "./storage";

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === "true",
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.NOTIFY_FROM ?? `${site.name} website <${env.SMTP_USER ?? site.email}>`,
    to: env.NOTIFY_TO ?? site.email,
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
  lines.push("", `Received ${request.createdAt}. Open the staff inbox to mark it contacted.`);
  const subject =
    request.kind === "appointment"
      ? `Appointment request: ${request.name}, ${request.preferredDate}`
      : `Website message: ${request.subject}`;
  return { subject: subject.replace(/[\r\n]+/g, " ").slice(0, 150), text: lines.join("\n") };
}

/**
 * E-mails each stored request to the hospital. Runs beside the request path: a failure is retried
 * later with back-off and never loses or delays the stored request.
 */
export class Notifier {
  private transporter: Transporter;
  private running = false;
  private again = false;
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private store: RequestStore,
    private settings: SmtpSettings,
    private retryBaseMs = 30_000,
  ) {
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

  private async run() {
    this.running = true;
    try {
      for (const request of this.store.unnotified(20)) {
        const { subject, text } = describe(request);
        await this.transporter.sendMail({ from: this.settings.from, to: this.settings.to, subject, text });
        this.store.markNotified(request.id);
      }
      this.failures = 0;
    } catch (error) {
      this.failures++;
      const delay = Math.min(this.retryBaseMs * 2 ** (this.failures - 1), 30 * 60_000);
      console.error(`Notification e-mail failed (attempt ${this.failures}); retrying in ${delay / 1000}s`, error);
      this.schedule(delay);
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    }
  }

  private schedule(delay: number) {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, delay);
    this.timer.unref();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.transporter.close();
  }
}
