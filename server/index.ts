import path from "node:path";
import { hospitalSamples } from "../app/content/hospital";
import { createApp } from "./app";
import { Notifier, smtpSettingsFromEnv } from "./notify";
import { hashPassword } from "../app/server/passwords.server";
import { randomBytes } from "node:crypto";
import { openSqliteStore } from "./storage";

/** The one process a hospital runs: pages, forms, storage, staff inbox. Settings come from the environment (README). */
const env = process.env;
const port = Number(env.PORT ?? 3000);
const buildDir = path.resolve(env.BUILD_DIR ?? "build");
const dataFile = env.DATABASE_PATH ?? path.resolve("data", "requests.sqlite");

const store = openSqliteStore(dataFile);

const smtp = smtpSettingsFromEnv(env);
const notifier = smtp
  ? new Notifier(store, smtp, {
      retryBaseMs: Number(env.NOTIFY_RETRY_MS) || undefined,
      maxAttempts: Number(env.NOTIFY_MAX_ATTEMPTS) || undefined,
    })
  : null;
notifier?.kick();

// The inbox exists only when a password is configured; otherwise /staff is an ordinary 404.
const staffPasswordHash =
  env.STAFF_PASSWORD_HASH ?? (env.STAFF_PASSWORD ? await hashPassword(env.STAFF_PASSWORD) : null);

/**
 * The secrets that sign staff session cookies (comma-separated, newest first, so an old one can stay while
 * sessions roll over). Required in production: without it every restart would sign everyone out, and a
 * secret made up here would differ between two server processes.
 */
function staffSessionSecrets(): string[] {
  const secrets = (env.STAFF_SESSION_SECRET ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length > 0) return secrets;
  if (env.NODE_ENV === "production") {
    console.error(
      "STAFF_SESSION_SECRET is not set. The staff inbox needs it in production to sign its session cookies: " +
        "set it to a long random value (for example `openssl rand -base64 32`), or remove STAFF_PASSWORD to run without the inbox.",
    );
    process.exit(1);
  }
  console.warn("STAFF_SESSION_SECRET is not set: staff sessions end when the server restarts (development only).");
  return [randomBytes(32).toString("base64url")];
}

const app = await createApp({
  buildDir,
  store,
  rateLimit: {
    windowMs: Number(env.SUBMIT_RATE_WINDOW_MS ?? 10 * 60_000),
    limit: Number(env.SUBMIT_RATE_LIMIT ?? 20),
  },
  onStored: () => notifier?.kick(),
  trustProxy:
    env.TRUST_PROXY === undefined ? false : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
  staff: staffPasswordHash
    ? {
        passwordHash: staffPasswordHash,
        sessionSecrets: staffSessionSecrets(),
        secureCookies: env.NODE_ENV === "production" && env.INSECURE_COOKIES !== "true",
        signInLimit: {
          windowMs: Number(env.SIGNIN_RATE_WINDOW_MS ?? 15 * 60_000),
          limit: Number(env.SIGNIN_RATE_LIMIT ?? 10),
        },
      }
    : undefined,
});

const samples = hospitalSamples().length;
const server = app.listen(port, () => {
  console.log(`Site ready on http://localhost:${port}`);
  if (samples > 0) {
    console.warn(
      `Warning: this build shows ${samples} sample value(s) as the hospital's facts; npm run launch-check lists them.`,
    );
  }
  console.log(`Requests are stored in ${dataFile}${staffPasswordHash ? "; staff inbox at /staff" : ""}`);
  if (smtp) console.log(`New requests are e-mailed to ${smtp.to}`);
});

function shutdown() {
  server.close(() => {
    notifier?.stop();
    store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
