import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { menus } from "./schema.server.ts";
import { listMenus, MENU_CACHE_MS } from "./service.server.ts";

describe("listMenus", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(menus).values({ menuId: "nav", heading: "Nav", sortOrder: 1, items: [] });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("reads the menus once for a while, then again", async () => {
    const start = Date.now();
    expect((await listMenus(database.db, start)).map((menu) => menu.menuId)).toEqual(["nav"]);
    await database.db.insert(menus).values({ menuId: "footer-1", heading: "Help", sortOrder: 2, items: [] });
    expect((await listMenus(database.db, start + MENU_CACHE_MS - 1)).map((menu) => menu.menuId)).toEqual([
      "nav",
    ]);
    expect((await listMenus(database.db, start + MENU_CACHE_MS)).map((menu) => menu.menuId)).toEqual([
      "nav",
      "footer-1",
    ]);
  });
});
