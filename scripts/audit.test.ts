import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditVerdict } from "./audit.mjs";

/*
 * Issue 38, item 10: CI runs `npm audit --omit=dev` (scripts/audit.mjs, from .ci/run). A high or critical advisory
 * fails it; an advisory service out of reach (the build machines' mirror answers 405; no network) is said in one
 * sentence and passes. The outputs below are npm 11's own (`npm audit --omit=dev --json`), cut to what matters.
 */
const report = (vulnerabilities: Record<string, object>, counts: Partial<Record<string, number>>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
      dependencies: { prod: 180, dev: 640, optional: 40, peer: 0, peerOptional: 0, total: 820 },
    },
  });

const advisory = (name: string, severity: string) => ({
  name,
  severity,
  isDirect: false,
  via: [
    {
      source: 1_100_000,
      name,
      dependency: name,
      title: `A ${severity} flaw in ${name}`,
      url: "https://github.com/advisories/GHSA-xxxx-xxxx-xxxx",
      severity,
      cwe: ["CWE-400"],
      cvss: { score: 7.5, vectorString: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H" },
      range: "<1.2.3",
    },
  ],
  effects: [],
  range: "<1.2.3",
  nodes: [`node_modules/${name}`],
  fixAvailable: true,
});

// What this machine's `npm audit --omit=dev --json` printed on 2026-11-27 (the registry mirror has no advisories).
const MIRROR_405 = JSON.stringify({
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  method: "POST",
  uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  headers: { allow: ["GET,HEAD"], "content-length": ["0"] },
  statusCode: 405,
  body: "",
  error: { summary: "", detail: "" },
});
// The same with --registry pointing at a closed port.
const REFUSED = JSON.stringify({
  message:
    "request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9",
  error: { summary: "", detail: "" },
});

describe("scripts/audit.mjs", () => {
  it("fails on a high or critical advisory, naming the package", () => {
    const verdict = auditVerdict({
      stdout: report({ "path-to-regexp": advisory("path-to-regexp", "high") }, { high: 1, total: 1 }),
      status: 1,
    });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.message).toContain("1 high or critical advisory: path-to-regexp (high)");
    const critical = auditVerdict({
      stdout: report({ cookie: advisory("cookie", "critical") }, { critical: 1, total: 1 }),
      status: 1,
    });
    expect(critical.exitCode).toBe(1);
  });

  it("passes when the service answers with nothing high or critical", () => {
    expect(auditVerdict({ stdout: report({}, {}), status: 0 })).toEqual({
      exitCode: 0,
      message: "npm audit found no high or critical advisory.",
    });
    const moderate = auditVerdict({
      stdout: report({ cookie: advisory("cookie", "moderate") }, { moderate: 1, total: 1 }),
      status: 1,
    });
    expect(moderate.exitCode).toBe(0);
    expect(moderate.message).toContain("1 lower one");
  });

  it("says in one plain sentence that the audit could not run, and passes, when the service is out of reach", () => {
    for (const [stdout, why] of [
      [MIRROR_405, "the advisory service answered HTTP 405 (Method Not Allowed)"],
      [REFUSED, "the advisory service could not be reached (connect ECONNREFUSED 127.0.0.1:9)"],
    ] as const) {
      const verdict = auditVerdict({ stdout, status: 1 });
      expect(verdict.exitCode).toBe(0);
      expect(verdict.message).toBe(
        `The security audit could not run: ${why}, so advisories were not checked (decision 0025).`,
      );
      expect(verdict.message.split(/\.\s/)).toHaveLength(1);
    }
  });

  it("fails when npm gives no report at all or another error", () => {
    expect(auditVerdict({ stdout: "", status: 1 }).exitCode).toBe(1);
    const noLockfile = JSON.stringify({
      message: "This command requires an existing lockfile.",
      error: { code: "ENOLOCK", summary: "This command requires an existing lockfile.", detail: "" },
    });
    expect(auditVerdict({ stdout: noLockfile, status: 1 }).exitCode).toBe(1);
  });

  it("runs as CI runs it: with the registry out of reach, one sentence and exit 0", () => {
    const run = spawnSync(process.execPath, [path.resolve("scripts", "audit.mjs")], {
      encoding: "utf8",
      // A closed port on this machine: no network needed, and the real npm's real error.
      env: { ...process.env, npm_config_registry: "http://127.0.0.1:9/" },
      timeout: 120_000,
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout.trim()).toMatch(/^The security audit could not run: .*ECONNREFUSED.*\.$/);
  });
});
