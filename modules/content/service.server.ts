import { asc } from "drizzle-orm";
import { keptAnswers, type PerGeneration, type Recall, readPageGeneration } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import type { Menu } from "./menus.ts";
import { menus } from "./schema.server.ts";

/** How long the menus are kept at most, even while the generation holds (see KeptBounds). */
const MAX_MENUS_AGE_MS = 10_000;

/** The menus of each database, kept per page generation. */
const kept = new WeakMap<Db, PerGeneration<Recall<Menu[]>>>();

/** One read, as a settled promise (a Drizzle query would run again each time it is awaited). */
async function readMenus(db: Db): Promise<Menu[]> {
  return await db
    .select({ menuId: menus.menuId, heading: menus.heading, items: menus.items })
    .from(menus)
    .orderBy(asc(menus.sortOrder));
}

/**
 * Every header and footer menu, in their configured order. Every page needs them, so they are kept
 * in memory per database until the page generation moves (any change to the menus moves it, so a
 * change shows at once; a failed read is not kept). `generation` is the caller's read of it (a
 * request's, shared with its other readers); read here when not given.
 */
export async function listMenus(
  db: Db,
  generation: Promise<string> = readPageGeneration(db),
): Promise<Menu[]> {
  let menusOf = kept.get(db);
  if (!menusOf) {
    menusOf = keptAnswers<Menu[]>(1, { maxAgeMs: MAX_MENUS_AGE_MS, now: () => performance.now() });
    kept.set(db, menusOf);
  }
  return menusOf.at(generation)("menus", () => readMenus(db));
}
