// The end-to-end tests drive Debian's Chromium. Install it when it is missing (CI machines start without it).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./lib/chromium-args.mjs";

if (!existsSync(chromiumPath)) {
  console.log(`${chromiumPath} not found: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: "inherit",
  });
}
