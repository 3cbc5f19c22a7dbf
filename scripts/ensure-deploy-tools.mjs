// tests/server/deploy-recipe.test.ts runs the production recipe in deploy/ with Debian's caddy and restic, and an
// append-only restic repository served by Debian's rclone (`rclone serve restic --append-only`, standing in for the
// off-site store). Install them when missing (CI machines start without them). Debian's caddy package starts its own
// service on :80 and the admin port 2019 where systemd runs; the test uses free ports and no admin endpoint, so the
// two never meet.
import { execSync } from "node:child_process";

const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
};

const missing = ["caddy", "restic", "rclone"].filter((command) => !has(command));

if (missing.length > 0) {
  console.log(`Installing Debian's ${missing.join(", ")} for the deploy recipe test…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    { stdio: "inherit" },
  );
}
