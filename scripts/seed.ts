import { parseArgs } from "node:util";
import { catalogueCounts, seedCatalogue } from "../seed/index.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";

// `npm run seed [-- --products N]`: replaces the catalogue of the configured database with the demo one.

const MAX_PRODUCTS = 1_000_000;

/** The --products flag as a positive integer, the configured SEED_PRODUCTS when absent. */
function productCount(fallback: number): number {
  const { values } = parseArgs({ options: { products: { type: "string" } }, strict: true });
  if (values.products === undefined) return fallback;
  const count = Number(values.products);
  if (!/^\d+$/.test(values.products) || count < 1 || count > MAX_PRODUCTS) {
    throw new Error(`--products must be a whole number from 1 to ${MAX_PRODUCTS}, got '${values.products}'`);
  }
  return count;
}

/** Draws a progress bar on stderr: redrawn in place on a terminal, one line per 10% otherwise. */
function progressBar(started: number): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    const fraction = done / total;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const text = `${String(Math.floor(fraction * 100)).padStart(3)}%  ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} products  ${seconds} s`;
    if (process.stderr.isTTY) {
      const bar = "#".repeat(Math.round(fraction * 30)).padEnd(30, "-");
      process.stderr.write(`\r[${bar}] ${text}${done === total ? "\n" : ""}`);
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      process.stderr.write(`${text}\n`);
    }
  };
}

try {
  const config = loadConfig();
  const count = productCount(config.SEED_PRODUCTS);
  const database = await openConfiguredDatabase(config);
  try {
    const started = performance.now();
    process.stderr.write(`Seeding ${count.toLocaleString("en-US")} products into ${database.kind}...\n`);
    await seedCatalogue(database.db, { products: count, onProgress: progressBar(started) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const total = Object.fromEntries(
      Object.entries(await catalogueCounts(database.db)).map(([name, n]) => [
        name,
        n.toLocaleString("en-US"),
      ]),
    );
    console.log(
      `Seeded ${total.products} products, ${total.styles} styles, ${total.stocks} stocks, ${total.brands} brands, ${total.categories} categories in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
