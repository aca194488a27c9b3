import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, withDatabase } from "../db/test-database.ts";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { getOnFreshConnection, type Outcome } from "../tests/support/fresh-get.ts";
import { type StoreProcess, startStoreProcess } from "../tests/support/store-process.ts";

// One server process per core (WEB_CONCURRENCY) is for PostgreSQL only: these run in the
// PostgreSQL pass (DATABASE_URL set), on a database of their own that the store migrates and seeds.
const url = process.env.DATABASE_URL;
const name = `store_cluster_${randomBytes(6).toString("hex")}`;

interface LogEntry {
  msg?: string;
  worker?: number;
  pid?: number;
  code?: number | null;
  signal?: string | null;
  path?: string;
}

function entries(store: StoreProcess): LogEntry[] {
  return store.logs.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogEntry];
    } catch {
      return [];
    }
  });
}

/** The workers the primary started, by id, with their process ids (from its "worker started" lines). */
function startedWorkers(store: StoreProcess): Map<number, number> {
  const started = new Map<number, number>();
  for (const entry of entries(store)) {
    if (entry.msg === "worker started" && entry.worker && entry.pid) started.set(entry.worker, entry.pid);
  }
  return started;
}

/** Ids of the workers that said they listen. */
function listeningWorkers(store: StoreProcess): Set<number> {
  return new Set(
    entries(store)
      .filter((entry) => entry.msg?.startsWith("store listening") && entry.worker !== undefined)
      .map((entry) => entry.worker as number),
  );
}

/** Ids of the workers whose request log names the path. */
function workersThatAnswered(store: StoreProcess, path: string): Set<number> {
  return new Set(
    entries(store)
      .filter((entry) => entry.msg === "request" && entry.path === path && entry.worker !== undefined)
      .map((entry) => entry.worker as number),
  );
}

async function until(check: () => boolean | Promise<boolean>, what: string, store: StoreProcess) {
  // Generous: on a busy machine a worker takes a while to start.
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`gave up waiting: ${what}\n${store.logs.slice(-20).join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The store's log without its request lines, to explain a failure. */
function notRequests(store: StoreProcess): string {
  return store.logs.filter((line) => !line.includes('"msg":"request"')).join("\n");
}

/** Whether a process of that id still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Shoppers asking in a loop on fresh connections, each request retried once on a reset connection. */
function startLoad(origin: string, paths: readonly string[], shoppers: number) {
  const outcomes: { path: string; outcome: Outcome }[] = [];
  let running = true;
  const shopper = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = paths[i % paths.length] ?? "/";
      outcomes.push({ path, outcome: await getOnFreshConnection(origin, path, { retryOnReset: true }) });
    }
  };
  const all = Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i)));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

describe.skipIf(!url)("one server process per core (runs in the PostgreSQL run: DATABASE_URL set)", () => {
  let store: StoreProcess;

  beforeAll(async () => {
    buildIfNeeded();
    if (!url) return;
    await adminQuery(url, `create database ${name}`);
    store = await startStoreProcess({
      DATABASE_URL: withDatabase(url, name),
      WEB_CONCURRENCY: "2",
      SEED_PRODUCTS: "30",
      LOG_LEVEL: "info",
    });
    await until(() => listeningWorkers(store).size === 2, "two workers listening", store);
  });
  afterAll(async () => {
    await store?.stop();
    if (url) await adminQuery(url, `drop database if exists ${name} with (force)`);
  });

  it("migrates and seeds once, then two workers answer on the same port", async () => {
    expect(entries(store).filter((entry) => entry.msg === "seeding the demo catalogue")).toHaveLength(1);
    expect([...startedWorkers(store).keys()].sort()).toEqual([1, 2]);
    // Four at a time, so that both workers are asked while the other is busy.
    await until(
      async () => {
        const answers = await Promise.all(
          [1, 2, 3, 4].map(() => getOnFreshConnection(store.origin, "/healthz")),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        return workersThatAnswered(store, "/healthz").size === 2;
      },
      "both workers answering /healthz",
      store,
    );
  });

  it("reports every worker's requests at /metrics, whichever worker the scrape reaches", async () => {
    // Both workers have answered /healthz (the test before): each request is one log line.
    expect(workersThatAnswered(store, "/healthz").size).toBe(2);
    const answered = () =>
      entries(store).filter((entry) => entry.msg === "request" && entry.path === "/healthz").length;
    const counted = async () => {
      const response = await getOnFreshConnection(store.origin, "/metrics");
      expect(response.status).toBe(200);
      const line = /^http_requests_total\{route="\/healthz",method="GET",status_class="2xx"\} (\d+)$/m.exec(
        response.body ?? "",
      );
      return Number(line?.[1] ?? 0);
    };
    // The /healthz requests are over (their last log lines may still be on their way).
    await until(async () => (await counted()) === answered(), "/metrics counting both workers", store);
    // Every scrape, whichever worker answers it, says their sum (one worker's own would be less).
    const total = answered();
    await until(
      async () => {
        expect(await counted()).toBe(total);
        return workersThatAnswered(store, "/metrics").size === 2;
      },
      "both workers answering /metrics",
      store,
    );
  });

  it("keeps answering every request when a worker is killed, and replaces it", async () => {
    const before = startedWorkers(store);
    const victim = before.get(1);
    if (!victim) throw new Error("no worker 1");
    const load = startLoad(store.origin, ["/", "/search/null", "/Search/v2?limit=24", "/healthz"], 4);
    await until(() => load.outcomes.length >= 16, "some answers before the kill", store);

    process.kill(victim, "SIGKILL");
    await until(
      () => entries(store).some((entry) => entry.msg?.startsWith("worker died") && entry.pid === victim),
      "the primary to see the worker die",
      store,
    );
    await until(() => startedWorkers(store).size === 3, "a replacement worker", store);
    await until(() => listeningWorkers(store).has(3), "the replacement listening", store);
    const answered = load.outcomes.length;
    await until(() => load.outcomes.length >= answered + 16, "answers after the replacement", store);
    await load.stop();

    const died = entries(store).find((entry) => entry.msg?.startsWith("worker died"));
    expect(died).toMatchObject({ worker: 1, pid: victim, signal: "SIGKILL" });
    expect(store.child.exitCode).toBeNull();
    expect(alive(victim)).toBe(false);
    const failed = load.outcomes.filter(({ outcome }) => outcome.status !== 200);
    expect(failed, notRequests(store)).toEqual([]);
    // New connections reach the replacement.
    await until(
      async () => {
        await Promise.all([1, 2, 3, 4].map(() => getOnFreshConnection(store.origin, "/v1/brandList")));
        return workersThatAnswered(store, "/v1/brandList").has(3);
      },
      "the replacement answering",
      store,
    );
  }, 300_000);

  it("on SIGTERM finishes in-flight requests, stops every worker and exits 0", async () => {
    const live = () => [...startedWorkers(store)].filter(([, pid]) => alive(pid));
    await until(
      () => live().filter(([id]) => listeningWorkers(store).has(id)).length === 2,
      "two live workers listening",
      store,
    );
    const workers = live().map(([, pid]) => pid);
    expect(workers).toHaveLength(2);
    // The page's head has arrived, its body is still to come when the signal does.
    const inFlight = await fetch(`${store.origin}/`);
    store.child.kill("SIGTERM");
    expect(inFlight.status).toBe(200);
    expect(await inFlight.text()).toContain("</html>");
    expect(await store.exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    expect(entries(store).filter((entry) => entry.msg === "stopped")).toHaveLength(2);
  }, 180_000);
});
