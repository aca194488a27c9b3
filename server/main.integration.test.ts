import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";

const root = new URL("..", import.meta.url).pathname;
let dataDir: string;

interface Running {
  child: ChildProcess;
  port: number;
  logs: string[];
  exited: Promise<number | null>;
}

/** Starts the real server process on a free port with the embedded database in dataDir. */
async function startServer(): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir };
  env.SEED_PRODUCTS = "30";
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { cwd: root, env });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        logs.push(line);
        const port = /"port":(\d+)/.exec(line)?.[1];
        if (port) resolve(Number(port));
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${logs.join("\n")}`)));
  });
  return { child, port, logs, exited };
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
    const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(health.status).toBe(200);

    const inFlight = await fetch(`http://127.0.0.1:${server.port}/`);
    server.child.kill("SIGTERM");
    const html = await inFlight.text();
    expect(html).toContain("</html>");
    expect(await server.exited).toBe(0);
    expect(server.logs.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  });

  it("keeps its data across restarts and does not seed again", async () => {
    const server = await startServer();
    expect(server.logs.some((line) => line.includes("seeding the demo catalogue"))).toBe(false);
    const res = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(res.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
