import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const builtServer = join(root, "build/server/index.js");
const sources = ["app", "modules", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** True when there is no build, or a source file changed after it was made. */
export function buildIsStale(): boolean {
  if (!existsSync(builtServer)) return true;
  const builtAt = statSync(builtServer).mtimeMs;
  return sources.some((source) => newestChange(join(root, source)) > builtAt);
}

/** Runs `react-router build` when the build is missing or stale. */
export function buildIfNeeded(): void {
  if (!buildIsStale()) return;
  console.error("Building the store (react-router build)...");
  // Always a production build: run from the test runner (NODE_ENV=test) it would otherwise ship
  // React's development build, which is large and slow.
  const result = spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("the build failed");
}
