import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.ts";

// `npm test`: typecheck, lint, unit and integration tests, then the browser tests on a fresh build.
const root = new URL("..", import.meta.url).pathname;
const bin = (name: string) => join(root, "node_modules/.bin", name);
const reports = join(root, ".test-reports");

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

type Step = [title: string, command: string, args: string[], env?: NodeJS.ProcessEnv];

/** Runs the steps one after another, output kept and printed whole with each step's title. */
async function inOrder(steps: Step[]): Promise<boolean> {
  for (const [title, command, args, env = {}] of steps) {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    const code = await new Promise<number | null>((resolve) => {
      child.on("close", resolve);
      child.on("error", () => resolve(null));
    });
    console.log(`\n=== ${title} ===\n${Buffer.concat(output).toString()}`);
    if (code !== 0) return false;
  }
  return true;
}

function readCounts(file: string, passed: string[], failed: string[]): [number, number] {
  if (!existsSync(file)) return [0, 0];
  const report: unknown = JSON.parse(readFileSync(file, "utf8"));
  const pick = (path: string[]) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], report);
  const sum = (paths: string[]) => paths.reduce((total, p) => total + Number(pick(p.split(".")) ?? 0), 0);
  return [sum(passed), sum(failed)];
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let ok = true;
try {
  ensureChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The checks and the build read the sources and write nothing another reads: run side by side (each
// one's output printed whole when it ends), which saves most of a minute on two cores.
ok =
  (await Promise.all([
    inOrder([
      ["Typecheck (route types)", bin("react-router"), ["typegen"]],
      ["Typecheck", bin("tsc"), ["--noEmit"]],
    ]),
    inOrder([["Lint (Biome)", bin("biome"), ["check", "."]]]),
    inOrder([["Lint (import rules)", "npm", ["run", "--silent", "lint:imports"]]]),
    inOrder([["Build", bin("react-router"), ["build"], { NODE_ENV: "production" }]]),
  ]).then((results) => results.every(Boolean))) && ok;
ok =
  step("Unit and integration tests (Vitest)", bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(reports, "vitest.json")}`,
  ]) && ok;
ok =
  step("Browser tests (Playwright, Chromium)", bin("playwright"), ["test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "playwright.json"),
  }) && ok;

const [unitPassed, unitFailed] = readCounts(
  join(reports, "vitest.json"),
  ["numPassedTests"],
  ["numFailedTests"],
);
const [e2ePassed, e2eFailed] = readCounts(
  join(reports, "playwright.json"),
  ["stats.expected", "stats.flaky"],
  ["stats.unexpected"],
);
console.log(`\n${ok ? "All checks passed." : "Some checks failed."}`);
console.log(`tests: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
process.exit(ok ? 0 : 1);
