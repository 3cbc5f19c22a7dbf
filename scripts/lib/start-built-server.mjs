// Developer tools (the screenshot scripts, the trace, the tap bench): the built server on its own settings, ready when
// this resolves, and stopped when the calling process exits, whatever happens.
import { spawn } from "node:child_process";
import path from "node:path";

/** Starts `<buildDir>/server-app/index.js` with `env` and waits until `<base>/healthz` answers (at most 60 s). */
export async function startBuiltServer(env, base, buildDir = "build") {
  const server = spawn(process.execPath, [path.join(buildDir, "server-app", "index.js")], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr.on("data", (chunk) => (errors = (errors + chunk).slice(-2000)));
  process.on("exit", () => server.kill());
  // A build copied outside the repository finds no node_modules and exits at once: say so, rather than wait forever.
  for (const startedAt = Date.now(); Date.now() - startedAt < 60_000;) {
    if (server.exitCode !== null) {
      throw new Error(
        `The server of ${buildDir} exited (${server.exitCode}). A build outside the repository needs node_modules ` +
          `beside it (ln -s "$PWD/node_modules" ${buildDir}/):\n${errors}`,
      );
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server of ${buildDir} did not answer ${base}/healthz within 60 s:\n${errors}`);
}
