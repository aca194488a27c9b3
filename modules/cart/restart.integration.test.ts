import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { seedCatalogue } from "../../seed/index.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { claimSession } from "../identity/index.server.ts";
import { changeCartItems, readCart } from "./cart.server.ts";

describe("a bag on the embedded database", () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("survives a restart of the server (the database closed and opened again)", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "bag-restart-"));
    folders.push(dataDir);
    const credentials = { id: "123-4567890-1234567", token: "a".repeat(43) };

    const first = await openDatabase({ dataDir });
    await first.migrate();
    await seedCatalogue(first.db, { products: 20 });
    const [stock] = await pickStocks(first.db, { moreThan: 1 });
    if (!stock) throw new Error("no stock");
    await changeCartItems(first.db, await claimSession(first.db, credentials), [
      { stockId: stock.stockId, quantity: 2 },
    ]);
    await first.close();

    const second = await openDatabase({ dataDir });
    const { cart } = await readCart(second.db, await claimSession(second.db, credentials));
    await second.close();
    expect(cart.activeItems.map((item) => [item.stockId, item.quantity])).toEqual([[stock.stockId, 2]]);
  });
});
