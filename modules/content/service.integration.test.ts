import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { readPageGeneration } from "../core/index.server.ts";
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

  it("checks its menus against the generation it is given (a request's read, shared), not one of its own", async () => {
    const generation = readPageGeneration(database.db);
    const kept = await listMenus(database.db, generation);
    await database.db.update(menus).set({ heading: "Navigation" }).where(eq(menus.menuId, "nav"));
    // The same request, which read the generation before the change: one read, no other.
    expect(await listMenus(database.db, generation)).toBe(kept);
    // The next request reads the generation again, and sees the change.
    const next = await listMenus(database.db, readPageGeneration(database.db));
    expect(next.find((menu) => menu.menuId === "nav")?.heading).toBe("Navigation");
  });
});
