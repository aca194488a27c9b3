import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { type StoreProcess, startStoreProcess } from "../tests/support/store-process.ts";

let dataDir: string;

/** Starts the real server process on a free port with the embedded database in dataDir. */
async function startServer(extra: NodeJS.ProcessEnv = {}): Promise<StoreProcess> {
  // Unset, not deleted: the helper starts from this process's environment (the PostgreSQL run sets it).
  return startStoreProcess({ DATABASE_URL: undefined, DATA_DIR: dataDir, SEED_PRODUCTS: "30", ...extra });
}

beforeAll(async () => {
  buildIfNeeded();
  dataDir = await mkdtemp(join(tmpdir(), "store-main-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("seeds on first start, serves, finishes in-flight requests on SIGTERM and exits cleanly", async () => {
    const server = await startServer();
    expect(server.logs.some((line) => line.includes("seeding the demo catalogue"))).toBe(true);
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);

    const inFlight = await fetch(`${server.origin}/`);
    server.child.kill("SIGTERM");
    const html = await inFlight.text();
    expect(html).toContain("</html>");
    expect(await server.exited).toBe(0);
    expect(server.logs.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  });

  it("keeps its data across restarts and does not seed again", async () => {
    const server = await startServer();
    expect(server.logs.some((line) => line.includes("seeding the demo catalogue"))).toBe(false);
    const res = await fetch(`${server.origin}/`);
    expect(res.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("refuses more than one server process with the embedded database, naming the setting", async () => {
    await expect(startServer({ WEB_CONCURRENCY: "2" })).rejects.toThrow(
      "WEB_CONCURRENCY: must be 1 with the embedded database (PGlite is one process); set DATABASE_URL for more",
    );
  });
});
