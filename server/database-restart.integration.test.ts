import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { type PostgresServer, startPostgresServer } from "../tests/support/postgres-server.ts";
import { type StoreProcess, startStoreProcess } from "../tests/support/store-process.ts";

// Its own server (not the shared one of the run), since it is stopped and restarted under load.
const PORT = Number(process.env.PGPORT_RESTART_TEST ?? 54341);
const withPostgres = Boolean(process.env.DATABASE_URL);

interface Answer {
  phase: string;
  url: string;
  /** The HTTP status, or what broke instead (a reset connection, a timeout). */
  outcome: number | string;
}

/** Concurrent shoppers asking for pages and the API in a loop until stopped. */
function startLoad(origin: string, urls: readonly string[], shoppers: number, phase: () => string) {
  const answers: Answer[] = [];
  let running = true;
  const shopper = async (offset: number) => {
    for (let i = offset; running; i++) {
      const url = urls[i % urls.length] ?? "/";
      const asked = phase();
      try {
        const response = await fetch(`${origin}${url}`, { signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        answers.push({ phase: asked, url, outcome: response.status });
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
        answers.push({ phase: asked, url, outcome: `${String(error)} ${cause}` });
      }
    }
  };
  const all = Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i)));
  return {
    answers,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

async function until(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!withPostgres)(
  "a PostgreSQL restart under load (runs in the PostgreSQL run: DATABASE_URL set)",
  () => {
    let postgres: PostgresServer;
    let store: StoreProcess;

    beforeAll(async () => {
      buildIfNeeded();
      postgres = await startPostgresServer(PORT);
      store = await startStoreProcess({
        DATABASE_URL: postgres.url,
        SEED_PRODUCTS: "30",
        DATABASE_POOL_SIZE: "6",
        // Two workers (not the CPU count, which differs from machine to machine): each rides out the outage.
        WEB_CONCURRENCY: "2",
      });
    });
    afterAll(async () => {
      await store?.stop();
      await postgres?.destroy();
    });

    it("keeps the store alive, answers 503 while the database is away and recovers by itself", async () => {
      const get = async (url: string) => {
        try {
          return await fetch(`${store.origin}${url}`);
        } catch (error) {
          // Say so plainly when the reason is that the store process died.
          const exit = await Promise.race([store.exited, sleep(1000).then(() => "running")]);
          if (exit !== "running")
            throw new Error(`the store stopped (${exit}):\n${store.logs.slice(-10).join("\n")}`);
          throw error;
        }
      };
      const found = z
        .object({ results: z.array(z.object({ productId: z.number() })).min(1) })
        .parse(await (await get("/Search/v2?limit=1")).json());
      const productId = found.results[0]?.productId;
      const pages = ["/", "/search/null", "/search/null/sort/price/asc", `/product/${productId}`];
      const api = [
        "/Search/v2?limit=24",
        "/autocomplete?term=bo",
        "/v1/brandList",
        `/v3/productBundle?productId=${productId}`,
      ];
      for (const url of [...pages, ...api, "/healthz"]) expect((await get(url)).status, url).toBe(200);

      let phase = "before";
      const load = startLoad(store.origin, [...pages, ...api, "/healthz"], 8, () => phase);
      await sleep(500);
      phase = "restart";
      await postgres.restart();
      await sleep(1000);

      phase = "down";
      await postgres.stop();
      const health = await get("/healthz");
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable" });
      const page = await get("/search/null/sort/price/asc");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      const html = await page.text();
      expect(html).toContain("<title>503 Error Page</title>");
      expect(html).toContain("Oh No!");
      const answer = await get("/Search/v2?limit=24");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      expect(await answer.json()).toEqual({
        id: "service.unavailable",
        message: "The store is briefly unavailable. Please try again in a moment.",
      });
      await sleep(1000);

      phase = "back";
      await postgres.start();
      await until(async () => (await get("/healthz")).status === 200, "/healthz to say ok again");
      await sleep(500);
      await load.stop();

      expect(store.child.exitCode, store.logs.slice(-20).join("\n")).toBeNull();
      expect(store.child.signalCode).toBeNull();
      const unexpected = load.answers.filter((answer) => answer.outcome !== 200 && answer.outcome !== 503);
      expect(unexpected).toEqual([]);
      expect(
        load.answers.filter((answer) => answer.phase === "down" && answer.outcome === 503).length,
      ).toBeGreaterThan(0);
      for (const url of [...pages, ...api]) expect((await get(url)).status, url).toBe(200);
    }, 90_000);
  },
);
