import { spawn } from "node:child_process";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { generateCatalogue } from "../seed/index.ts";
import { load } from "./http-load.ts";

// `npm run bench`: starts the built store and prints throughput and latency for its main paths.
// Figures only, never pass or fail. BENCH_CLIENTS and BENCH_SECONDS tune the load; DATA_DIR picks
// the database (a throw-away in-memory one by default).
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3200);
const paths = ["/healthz", "/", "/cart", "/no-such-page", "/images/styles/{styleId}/MAIN-768x1024.svg"];

buildIfNeeded();
const root = new URL("..", import.meta.url).pathname;
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  env: { DATA_DIR: "memory://", ...process.env, PORT: String(port), LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error("the store did not start within 5 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  // The demo catalogue is deterministic: its first product's first style exists in any seeded size.
  const styleId = generateCatalogue({ products: 1 }).products().next().value?.styles[0]?.styleId ?? 1;
  console.log(`${clients} clients, ${seconds} s a path\n`);
  console.log(
    "path".padEnd(48),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "p99 ms".padStart(8),
    "errors".padStart(7),
  );
  for (const template of paths) {
    const path = template.replace("{styleId}", String(styleId));
    const f = await load(`${base}${path}`, clients, seconds);
    console.log(
      path.padEnd(48),
      String(f.perSecond).padStart(8),
      String(f.p50).padStart(8),
      String(f.p95).padStart(8),
      String(f.p99).padStart(8),
      String(f.errors).padStart(7),
    );
  }
} finally {
  child.kill("SIGTERM");
}
