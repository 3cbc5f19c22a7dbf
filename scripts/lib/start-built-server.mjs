// Developer tools (the screenshot scripts): the built server on its own settings, ready when this resolves, and
// stopped when the calling process exits, whatever happens.
import { spawn } from "node:child_process";
import path from "node:path";

export async function startBuiltServer(env, base) {
  const server = spawn(process.execPath, [path.join("build", "server-app", "index.js")], { env, stdio: "ignore" });
  process.on("exit", () => server.kill());
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
