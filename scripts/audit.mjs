// CI's security audit (decision 0025): `npm audit --omit=dev` over the packages that reach the server. Fails on a
// high or critical advisory. When the advisory service cannot be reached (the build machines' registry mirror answers
// its endpoint with HTTP 405; a machine without a network gets a connection error) it says so in one sentence and
// passes: the hand check in decision 0025 and the hospital IT's audit from a connected machine stand in for it.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

/** Severities that fail the audit. */
export const FAILING = ["high", "critical"];

/** Connection failures that mean the service is out of reach, not that the audit itself went wrong. */
const NETWORK_ERROR =
  /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|ERR_SOCKET_TIMEOUT|socket hang up|network timeout)\b/;

const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * What to make of one run of `npm audit --json`: its standard output and exit status. Pure, for the tests.
 * @param {{ stdout: string; status: number | null }} run
 * @returns {{ exitCode: 0 | 1; message: string }}
 */
export function auditVerdict({ stdout, status }) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { exitCode: 1, message: `npm audit gave no report (exit ${status}): ${stdout.trim().slice(0, 200)}` };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === "object") {
    const failing = Object.values(report.vulnerabilities ?? {})
      .filter((entry) => FAILING.includes(entry?.severity))
      .map((entry) => `${entry.name} (${entry.severity})`);
    const total = FAILING.reduce((sum, severity) => sum + (Number(counts[severity]) || 0), 0);
    if (total > 0 || failing.length > 0) {
      return {
        exitCode: 1,
        message:
          `npm audit found ${plural(Math.max(total, failing.length), "high or critical advisory")}` +
          `${failing.length ? `: ${failing.join(", ")}` : ""}. Update the package (npm audit fix, or a newer version ` +
          "in package.json) or write down in decision 0025 why it can wait.",
      };
    }
    const lower = ["info", "low", "moderate"].reduce((sum, severity) => sum + (Number(counts[severity]) || 0), 0);
    return {
      exitCode: 0,
      message: `npm audit found no high or critical advisory${lower ? ` (${plural(lower, "lower one")}: npm audit --omit=dev lists them)` : ""}.`,
    };
  }
  // npm's report of a failed request to the advisory service: { message, statusCode?, method?, uri?, error }.
  const message = typeof report?.message === "string" ? report.message : "";
  const statusCode = Number(report?.statusCode);
  if (Number.isInteger(statusCode) && statusCode >= 400) {
    return {
      exitCode: 0,
      message: `The security audit could not run: the advisory service answered HTTP ${statusCode} (${message.replace(/^\d{3}\s*/, "").split(" - ")[0] || "no reason given"}), so advisories were not checked (decision 0025).`,
    };
  }
  if (NETWORK_ERROR.test(message) || /request to .* failed/.test(message)) {
    const reason = message.match(/reason: (.*)$/)?.[1] ?? message;
    return {
      exitCode: 0,
      message: `The security audit could not run: the advisory service could not be reached (${reason}), so advisories were not checked (decision 0025).`,
    };
  }
  return { exitCode: 1, message: `npm audit failed (exit ${status}): ${message || stdout.trim().slice(0, 200)}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
  if (run.error && /ETIMEDOUT/.test(run.error.message)) {
    console.log("The security audit could not run: the advisory service gave no answer within 2 minutes.");
    process.exit(0);
  }
  if (run.error) {
    console.error(`npm audit did not start: ${run.error.message}`);
    process.exit(1);
  }
  const verdict = auditVerdict({ stdout: run.stdout, status: run.status });
  (verdict.exitCode === 0 ? console.log : console.error)(verdict.message);
  process.exit(verdict.exitCode);
}
