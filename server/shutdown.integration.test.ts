import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, withDatabase } from "../db/test-database.ts";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { getOnFreshConnection } from "../tests/support/fresh-get.ts";
import { keepAliveLoad, slowPost } from "../tests/support/keep-alive-load.ts";
import { type StoreProcess, startStoreProcess } from "../tests/support/store-process.ts";

// Issue 29's SIGTERM fault: under load on kept-alive connections, the workers went on taking new
// requests for the whole shutdown timeout, then cut those in flight. Now the store stops accepting
// at once, answers what is in flight (with Connection: close), and exits. On the embedded database
// one process; in the PostgreSQL run (DATABASE_URL set) a primary and two workers, as in the fault.
const url = process.env.DATABASE_URL;
const name = `store_shutdown_${randomBytes(6).toString("hex")}`;
const workers = url ? 2 : 1;

/**
 * Paths the shoppers ask in turn: a JSON call, a small page, a search page (the slowest). Not
 * /healthz, which answers 503 from the signal on, by design, even to a request already in flight.
 */
const PATHS = ["/v1/brandList", "/brands", "/search/boots"] as const;
const PIXEL = "/martypixel";
const PIXEL_BODY = JSON.stringify({ events: [{ type: "error", name: "clientError", pageType: "home" }] });

interface RequestLine {
  msg?: string;
  path?: string;
  status?: number;
}

/** The requests the store handled, as its access log says (the warm-ups' `/` is not among the paths). */
function handled(store: StoreProcess): RequestLine[] {
  return store.logs
    .flatMap((line): RequestLine[] => {
      try {
        return [JSON.parse(line) as RequestLine];
      } catch {
        return [];
      }
    })
    .filter((entry) => entry.msg?.startsWith("request") && [...PATHS, PIXEL].includes(entry.path ?? ""));
}

describe("SIGTERM under load on kept-alive connections", () => {
  let store: StoreProcess;

  beforeAll(async () => {
    buildIfNeeded();
    if (url) await adminQuery(url, `create database ${name}`);
    store = await startStoreProcess({
      ...(url
        ? { DATABASE_URL: withDatabase(url, name), WEB_CONCURRENCY: String(workers) }
        : { DATABASE_URL: undefined, DATA_DIR: "memory://" }),
      SEED_PRODUCTS: "30",
      FULFILMENT_CLOCK: "off",
      // Far beyond the test's own timeout: a drain that waited for it would fail the test.
      SHUTDOWN_TIMEOUT_MS: "600000",
    });
    await store.linesWith("store listening", workers);
  });
  afterAll(async () => {
    await store?.stop();
    if (url) await adminQuery(url, `drop database if exists ${name} with (force)`);
  });

  it("stops accepting at once, answers every request it took in full, and exits 0", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const load = keepAliveLoad(store.origin, PATHS, 4, agent);
    // Two uploads under way: the store has their heads, their bodies come after the signal.
    const uploads = [1, 2].map(() => slowPost(store.origin, PIXEL, PIXEL_BODY, agent));
    await Promise.all(uploads.map((upload) => upload.taken));
    await load.answered(12);

    store.child.kill("SIGTERM");
    await store.linesWith("stopped accepting connections", workers);
    const fresh = await getOnFreshConnection(store.origin, "/healthz");
    for (const upload of uploads) upload.finish();
    const uploaded = await Promise.all(uploads.map((upload) => upload.outcome));
    await load.done;
    expect(await store.exited).toBe(0);
    // Its last lines, once read: every process says it stopped.
    expect(await store.linesWith('"msg":"stopped"', workers)).toHaveLength(workers);
    agent.destroy();

    // A new connection is not taken: refused (or, with workers, reset when the primary lets the port go).
    expect(fresh.status).toBe(0);
    expect(fresh.error).toMatch(workers === 1 ? /^ECONNREFUSED$/ : /^(ECONNREFUSED|ECONNRESET)$/);
    // The requests in flight finish, telling the client not to send more on their connection.
    expect(uploaded.map(({ status, complete, connection }) => ({ status, complete, connection }))).toEqual([
      { status: 204, complete: true, connection: "close" },
      { status: 204, complete: true, connection: "close" },
    ]);
    // The load ran on kept-alive connections; every answer that came is whole and a success.
    expect(load.outcomes.some((outcome) => outcome.reused)).toBe(true);
    const answered = load.outcomes.filter((outcome) => outcome.answered);
    const broken = answered.filter(
      (outcome) => !outcome.complete || outcome.status < 200 || outcome.status > 299,
    );
    expect(broken).toEqual([]);
    // Requests that got no answer were never taken: refused, or sent on a connection as it closed.
    const unanswered = load.outcomes.filter((outcome) => !outcome.answered).map((outcome) => outcome.error);
    expect(unanswered.filter((error) => error !== "ECONNREFUSED" && error !== "ECONNRESET")).toEqual([]);
    // Nothing the store handled went unanswered: its access log counts exactly what the clients got.
    expect(handled(store)).toHaveLength(answered.length + uploaded.length);
    expect(store.logs.filter((line) => line.includes("shutdown timeout"))).toEqual([]);
  }, 180_000);
});
