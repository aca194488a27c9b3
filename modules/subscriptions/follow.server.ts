import { findBrand, findStyleItems } from "../catalog/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import { setSubscription } from "./subscriptions.server.ts";

/** Follows a brand (spec 3 brandSubscriptions, category BRAND); an unknown brand is a 404. */
export async function followBrand(db: Db, email: string, brandId: number, now: Date): Promise<void> {
  if (!(await findBrand(db, brandId)))
    throw new AppError("not_found", "brand.not.found", "Sorry, we could not find that brand.");
  await db.transaction((tx) => setSubscription(tx, email, "brand", String(brandId), true, now));
}

/** Asks to hear of a style (spec 3 upcomingStyleSubscriptions); an unknown style is a 404. */
export async function followUpcomingStyle(db: Db, email: string, styleId: number, now: Date): Promise<void> {
  if ((await findStyleItems(db, [styleId])).length === 0) {
    throw new AppError("not_found", "style.not.found", "Sorry, we could not find that item.");
  }
  await db.transaction((tx) => setSubscription(tx, email, "upcoming_style", String(styleId), true, now));
}
