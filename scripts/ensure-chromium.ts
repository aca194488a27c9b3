import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as chromiumPath } from "../tests/support/chromium.ts";

/** Makes sure Debian's Chromium is there (browser tests, Lighthouse benchmark): installs it as root, else says how. */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new Error(
      "The browser tests need Debian's Chromium, which is not installed.\n" +
        "Install it with: sudo apt-get update && sudo apt-get install -y chromium",
    );
  }
  console.error("Installing Debian's Chromium for the browser tests (apt-get install -y chromium)...");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "chromium"],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is still missing at ${chromiumPath}`);
}
