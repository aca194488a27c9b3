import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from "./data-dir-lock.ts";
import { describeCommand, type LockHolder } from "./lock-holder.ts";

let folder = "";
let lockFile = "";
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "data-dir-lock-"));
  lockFile = join(folder, LOCK_FILE_NAME);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A pid no process has any more: a child's, once it has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  if (!child.pid) throw new Error("no child");
  return child.pid;
}

function writeHolder(holder: Partial<LockHolder>): void {
  const written: LockHolder = {
    pid: process.ppid,
    startedAt: "2026-11-27T10:00:00Z",
    command: "npm start",
    host: hostname(),
    role: "store",
    ...holder,
  };
  writeFileSync(lockFile, JSON.stringify(written));
}

function refusalOf(take: () => unknown): string {
  try {
    take();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error.message;
    throw error;
  }
  throw new Error("not refused");
}

describe("the embedded data folder's lock", () => {
  it("is a file naming this process while held, and gone once released", () => {
    const lock = lockDataDir(folder, { role: "command" });
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({
      pid: process.pid,
      host: hostname(),
      role: "command",
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lock.release(); // the second time does nothing
  });

  it("refuses a command while the store holds it, naming the store and what to do", () => {
    writeHolder({ pid: process.ppid });
    expect(refusalOf(() => lockDataDir(folder, { role: "command" }))).toBe(
      `The store (pid ${process.ppid}, started 2026-11-27T10:00:00Z, \`npm start\`) has the embedded database at ${folder} open. Stop it first, or run the command against a PostgreSQL server with DATABASE_URL.`,
    );
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.ppid);
  });

  it("refuses the store while a command holds it", () => {
    writeHolder({ role: "command", command: "npm run giftcards -- issue" });
    expect(refusalOf(() => lockDataDir(folder, { role: "store" }))).toBe(
      `The command \`npm run giftcards -- issue\` (pid ${process.ppid}, started 2026-11-27T10:00:00Z) has the embedded database at ${folder} open. Let it finish (or stop it), then start the store.`,
    );
  });

  it("refuses a second opening in the same process, however the folder is named", () => {
    const lock = lockDataDir(folder, { role: "store" });
    expect(refusalOf(() => lockDataDir(folder, { role: "command" }))).toContain(`(pid ${process.pid},`);
    expect(refusalOf(() => lockDataDir(relative(process.cwd(), folder), { role: "command" }))).toContain(
      `(pid ${process.pid},`,
    );
    lock.release();
  });

  it("takes over the lock of a process that is gone, and says so", () => {
    const pid = deadPid();
    writeHolder({ pid });
    const stale: LockHolder[] = [];
    const lock = lockDataDir(folder, { role: "command", onTakeOver: (holder) => stale.push(holder) });
    expect(stale.map((holder) => holder.pid)).toEqual([pid]);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock of this very pid it does not hold (a restarted container's pid 1)", () => {
    writeHolder({ pid: process.pid });
    const lock = lockDataDir(folder, { role: "store" });
    expect(JSON.parse(readFileSync(lockFile, "utf8")).role).toBe("store");
    lock.release();
  });

  it("never judges another host's lock stale: it refuses and names the file to delete", () => {
    writeHolder({ pid: deadPid(), host: "elsewhere.example" });
    const message = refusalOf(() => lockDataDir(folder, { role: "command" }));
    expect(message).toContain("`npm start`, on host elsewhere.example)");
    expect(message).toContain(`If that host no longer runs it, delete ${lockFile}.`);
  });

  it("refuses an unreadable lock file, naming it", () => {
    writeFileSync(lockFile, "not json");
    expect(refusalOf(() => lockDataDir(folder, { role: "command" }))).toContain(
      `has a lock file that cannot be read (${lockFile})`,
    );
  });
});

describe("the command a lock names", () => {
  const cwd = process.cwd();
  const script = join(cwd, "scripts/giftcards.ts");

  it("is the npm script when npm runs it, with its subcommand but no other argument", () => {
    const env = {
      npm_lifecycle_event: "giftcards",
      npm_lifecycle_script: "node --import tsx scripts/giftcards.ts",
    };
    expect(describeCommand(["node", script, "issue", "--amount", "50.00"], env)).toBe(
      "npm run giftcards -- issue",
    );
    expect(describeCommand(["node", script], { ...env, npm_lifecycle_event: "start" })).toBe("npm start");
  });

  it("is the script when npm ran something else (a test run) or nothing", () => {
    const env = { npm_lifecycle_event: "test", npm_lifecycle_script: "vitest run" };
    expect(describeCommand(["node", script, "issue"], env)).toBe("node scripts/giftcards.ts issue");
    expect(
      describeCommand(["node", join(cwd, "scripts/rewards.ts"), "benefit", "jane@example.com"], {}),
    ).toBe("node scripts/rewards.ts benefit");
    expect(describeCommand(["node", join(cwd, "scripts/rewards.ts"), "jane@example.com"], {})).toBe(
      "node scripts/rewards.ts",
    );
  });
});
