import { type ChildProcess, spawn } from "node:child_process";

// The store the page benchmarks measure: the built store in its own process on a fresh embedded
// database (DATA_DIR memory://, 2,000 products unless the environment says otherwise), and the ways
// they find their pages in it. Shared by `bench:pages` and `bench:lighthouse`.

const root = new URL("..", import.meta.url).pathname;

/** A browser's user agent: crawlers get whole pages at once, shoppers a stream. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

export interface BenchStore {
  /** http://{host}:{port}, the host as asked for (localhost selects the main marketplace). */
  base: string;
  /** Stops it; resolves once its process has exited (and freed the port and its database). */
  stop(): Promise<void>;
}

/** Starts `script` (server/main.ts, or bench/pages-server.ts) on `port`; resolves once /healthz answers. */
export async function startBenchStore(options: {
  port: number;
  script?: string;
  host?: string;
  /** More settings for the store (a DATA_DIR to share, PAGE_CACHE_MAX_AGE_SECONDS...). */
  env?: Record<string, string>;
}): Promise<BenchStore> {
  const { port, script = "server/main.ts", host = "127.0.0.1" } = options;
  const base = `http://${host}:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: {
      DATA_DIR: "memory://",
      SEED_PRODUCTS: "2000",
      ...process.env,
      ...options.env,
      PORT: String(port),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = () => {
    child.kill("SIGTERM");
    return exited;
  };
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { base, stop };
    if (child.exitCode !== null) throw new Error("the benchmark's server stopped");
    if (i > 600) {
      await stop();
      throw new Error("the store did not start within 5 minutes");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A product page of the catalogue: the first pair of boots search finds. */
export async function productPath(base: string): Promise<string> {
  const answer = await (await fetch(`${base}/Search/v2?term=boots&limit=1`)).json();
  const url: unknown = answer?.results?.[0]?.productUrl;
  if (typeof url !== "string") throw new Error("the catalogue has no product in stock");
  return new URL(url, base).pathname;
}
