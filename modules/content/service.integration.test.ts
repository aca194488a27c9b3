import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { menus } from "./schema.server.ts";
import { listMenus } from "./service.server.ts";

describe("listMenus", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(menus).values({ menuId: "nav", heading: "Nav", sortOrder: 1, items: [] });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("keeps the menus read, and reads them again as soon as any menu changes", async () => {
    const first = listMenus(database.db);
    expect((await first).map((menu) => menu.menuId)).toEqual(["nav"]);
    expect(await listMenus(database.db)).toBe(await first);
    await database.db.insert(menus).values({ menuId: "footer-1", heading: "Help", sortOrder: 2, items: [] });
    expect((await listMenus(database.db)).map((menu) => menu.menuId)).toEqual(["nav", "footer-1"]);
    await database.db.update(menus).set({ heading: "Help us" }).where(eq(menus.menuId, "footer-1"));
    expect((await listMenus(database.db)).map((menu) => menu.heading)).toEqual(["Nav", "Help us"]);
  });
});
