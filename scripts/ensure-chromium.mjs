// The end-to-end tests drive Debian's Chromium. Install it when it is missing (CI machines start without it),
// and the Noto fonts (fonts-noto-core), without which Chromium draws the Telugu pages as empty boxes.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./lib/chromium-args.mjs";

const TELUGU_FONT = "/usr/share/fonts/truetype/noto/NotoSansTelugu-Regular.ttf";

const missing = [!existsSync(chromiumPath) && "chromium", !existsSync(TELUGU_FONT) && "fonts-noto-core"].filter(
  Boolean,
);

if (missing.length > 0) {
  console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    { stdio: "inherit" },
  );
}
