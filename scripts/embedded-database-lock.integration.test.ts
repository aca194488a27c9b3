import { execFile, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "../db/data-dir-lock.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";
import { type StoreProcess, startStoreProcess } from "../tests/support/store-process.ts";
import { buildIfNeeded } from "./build-if-needed.ts";

// Issue 29, point 7: one process at a time opens an embedded data folder. An operator's command
// beside the running store is refused (before it opens anything) and the store goes on answering;
// the store does not start on a folder a command holds; a lock left by a process that is gone is
// taken over. The store and the commands are real processes on a data folder on disk.

interface Ran {
  code: number;
  out: string;
}

/** Runs an operator's command (`node --import tsx scripts/<file> ...`) on the data folder. */
function command(dataDir: string, file: string, ...args: string[]): Promise<Ran> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile("node", ["--import", "tsx", `scripts/${file}`, ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** A pid no process has any more: a child's, once it has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  if (!child.pid) throw new Error("no child");
  return child.pid;
}

describe("one process per embedded database", () => {
  let dataDir = "";
  let store: StoreProcess | undefined;
  const lockFile = () => join(dataDir, LOCK_FILE_NAME);
  const startStore = () =>
    startStoreProcess({
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "20",
      FULFILMENT_CLOCK: "off",
    });

  beforeAll(async () => {
    buildIfNeeded();
    dataDir = await mkdtemp(join(tmpdir(), "embedded-lock-"));
  });
  afterAll(async () => {
    await store?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses to start the store on a folder a command holds, naming the command", async () => {
    // This process opens the folder as a command does (and migrates it, as a command would).
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const holder = JSON.parse(await readFile(lockFile(), "utf8"));
      expect(holder).toMatchObject({ pid: process.pid, role: "command", host: hostname() });
      await expect(startStore()).rejects.toThrow(
        `The command \`${holder.command}\` (pid ${process.pid}, started ${holder.startedAt}) has the embedded database at ${dataDir} open. Let it finish (or stop it), then start the store.`,
      );
    } finally {
      await database.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  }, 120_000);

  it("takes over the lock a process that is gone left behind, and says so", async () => {
    const pid = deadPid();
    const stale = {
      pid,
      startedAt: "2026-11-27T10:00:00Z",
      command: "npm start",
      host: hostname(),
      role: "store",
    };
    await mkdir(dataDir, { recursive: true });
    await writeFile(lockFile(), JSON.stringify(stale));

    store = await startStore();

    const warning = store.logs.find((line) => line.includes("took over the lock"));
    expect(warning).toContain(
      `took over the lock of the embedded database at ${dataDir} from the store (pid ${pid}, started 2026-11-27T10:00:00Z, \`npm start\`), which is no longer running`,
    );
    expect(JSON.parse(await readFile(lockFile(), "utf8"))).toMatchObject({
      pid: store.child.pid,
      role: "store",
    });
  }, 120_000);

  it("refuses a command beside the running store, naming the store; the store answers on", async () => {
    const running = store;
    if (!running) throw new Error("the store is not running");
    const { startedAt } = JSON.parse(await readFile(lockFile(), "utf8"));
    // Two ways of opening: through the commands' shared helper, and the migration's own.
    const [giftcards, migrate] = await Promise.all([
      command(dataDir, "giftcards.ts", "issue", "--amount", "50.00"),
      command(dataDir, "migrate.ts"),
    ]);

    const refusal = `The store (pid ${running.child.pid}, started ${startedAt}, \`node server/main.ts\`) has the embedded database at ${dataDir} open. Stop it first, or run the command against a PostgreSQL server with DATABASE_URL.`;
    expect(giftcards).toEqual({ code: 1, out: `${refusal}\n` });
    expect(migrate).toEqual({ code: 1, out: `${refusal}\n` });
    for (const path of ["/healthz", "/v1/brandList", "/"]) {
      const response = await fetch(`${running.origin}${path}`);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    expect(running.logs.filter((line) => line.includes('"level":50'))).toEqual([]);
  }, 120_000);

  it("lets the folder go when the store stops", async () => {
    await store?.stop();
    expect(await store?.exited).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  }, 60_000);
});
