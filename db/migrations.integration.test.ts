import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "./client.ts";
import { createTestDatabase } from "./test-database.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function tableNames(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

describe("migrations", () => {
  it("create every table of the catalogue and the menus", async () => {
    expect(await tableNames()).toEqual(
      expect.arrayContaining([
        "brands",
        "categories",
        "menus",
        "product_dimensions",
        "products",
        "sizing_values",
        "stocks",
        "styles",
      ]),
    );
  });

  it("enable trigram matching", async () => {
    const [row] = await queryRows<{ score: number }>(
      database.db,
      sql`select similarity('sneaker', 'sneakers') as score`,
    );
    expect(Number(row?.score)).toBeGreaterThan(0.5);
  });

  it("can run again without changing anything", async () => {
    const before = await tableNames();
    await database.migrate();
    expect(await tableNames()).toEqual(before);
  });

  it("refuse stock that breaks the rules: a negative count or a malformed ASIN", async () => {
    // Check constraints are tested before the foreign keys, so the rule itself is what refuses.
    const violation = (asin: string, onHand: number) =>
      database.db
        .execute(sql`insert into stocks (stock_id, asin, style_id, product_id, on_hand, size_value_id, age_group)
          values (1, ${asin}, 1, 1, ${onHand}, 1, 'adult')`)
        .then(
          () => "accepted",
          (error: unknown) => String(error instanceof Error ? (error.cause ?? error) : error),
        );
    expect(await violation("B0ABCDEFGH", -1)).toContain("stocks_on_hand_non_negative");
    expect(await violation("B1ABCDEFGH", 1)).toContain("stocks_asin_format");
  });
});
