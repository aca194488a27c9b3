import { and, eq, sql } from "drizzle-orm";
import { findBrand, findStyleItems } from "../catalog/index.server.ts";
import type { Db } from "../core/index.ts";
import { findCustomerByEmail } from "../identity/index.server.ts";
import { emailListsOf, type SubscriptionCategory } from "./rules.ts";
import { emailSubscribers, emailSubscriptions } from "./schema.server.ts";
import { listStockSubscriptions, type StockSubscription } from "./stock.server.ts";

/** Spec 3's Subscriptions entity, for one address on one marketplace. */
export interface Subscriptions {
  emailAddress: string;
  optout: boolean;
  emailLists: {
    emailListId: string;
    emailListName: string;
    category: SubscriptionCategory;
    subscribed: boolean;
  }[];
  brandSubscriptions: { brandId: number; brandName: string; category: "BRAND"; subscribed: boolean }[];
  stockSubscriptions: (StockSubscription & { category: "STOCK" })[];
  upcomingStyleSubscriptions: {
    styleId: number;
    productName: string;
    category: "STOCK";
    subscribed: boolean;
  }[];
}

/** A change asked for: each entry names one subscription and whether it should hold. */
export interface SubscriptionChange {
  emailLists?: { emailListId: string; subscribed: boolean }[];
  brandSubscriptions?: { brandId: number; subscribed: boolean }[];
  upcomingStyleSubscriptions?: { styleId: number; subscribed: boolean }[];
  optout?: boolean;
}

type Kind = "list" | "brand" | "upcoming_style";

async function rowsOf(db: Db, email: string) {
  return db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, email));
}

/** An address's subscriptions on a marketplace (its lists all shown, subscribed or not). */
export async function readSubscriptions(db: Db, email: string, subsiteId: string): Promise<Subscriptions> {
  const [subscriber] = await db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
  const rows = await rowsOf(db, email);
  const held = (kind: Kind) => rows.filter((row) => row.kind === kind);
  const listed = new Map(held("list").map((row) => [row.subjectId, row.subscribed]));
  const brands = await Promise.all(
    held("brand").map(async (row) => {
      const brand = await findBrand(db, Number(row.subjectId));
      return brand
        ? [
            {
              brandId: brand.brandId,
              brandName: brand.name,
              category: "BRAND" as const,
              subscribed: row.subscribed,
            },
          ]
        : [];
    }),
  );
  const upcomingRows = held("upcoming_style");
  const styles = new Map(
    (
      await findStyleItems(
        db,
        upcomingRows.map((row) => Number(row.subjectId)),
      )
    ).map((s) => [s.styleId, s]),
  );
  const customer = await findCustomerByEmail(db, email);
  const stock = customer ? await listStockSubscriptions(db, customer.customerId) : [];
  return {
    emailAddress: email,
    optout: subscriber?.optout ?? false,
    emailLists: emailListsOf(subsiteId).map((list) => ({
      ...list,
      subscribed: !(subscriber?.optout ?? false) && (listed.get(list.emailListId) ?? false),
    })),
    brandSubscriptions: brands.flat(),
    stockSubscriptions: stock.map((s) => ({ ...s, category: "STOCK" as const })),
    upcomingStyleSubscriptions: upcomingRows.flatMap((row) => {
      const style = styles.get(Number(row.subjectId));
      return style
        ? [
            {
              styleId: style.styleId,
              productName: style.productName,
              category: "STOCK" as const,
              subscribed: row.subscribed,
            },
          ]
        : [];
    }),
  };
}

/** Keeps the address (a subscriber row) and sets one subscription, in the caller's transaction. */
export async function setSubscription(
  tx: Db,
  email: string,
  kind: Kind,
  subjectId: string,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  await tx.insert(emailSubscribers).values({ email }).onConflictDoNothing();
  await tx
    .insert(emailSubscriptions)
    .values({ email, kind, subjectId, subscribed, updatedAt: now })
    .onConflictDoUpdate({
      target: [emailSubscriptions.email, emailSubscriptions.kind, emailSubscriptions.subjectId],
      set: { subscribed, updatedAt: now },
    });
}

/**
 * Applies a change for an address on a marketplace: lists of that marketplace only; brands and
 * upcoming styles only those the address already follows (a new one is added by its own call);
 * ticking a list ends an opt-out, opting out unticks everything.
 */
export async function updateSubscriptions(
  db: Db,
  email: string,
  subsiteId: string,
  change: SubscriptionChange,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const own = new Set(emailListsOf(subsiteId).map((list) => list.emailListId));
    const existing = new Set((await rowsOf(tx, email)).map((row) => `${row.kind}:${row.subjectId}`));
    for (const list of change.emailLists ?? []) {
      if (own.has(list.emailListId))
        await setSubscription(tx, email, "list", list.emailListId, list.subscribed, now);
    }
    const followed: [Kind, string, boolean][] = [
      ...(change.brandSubscriptions ?? []).map((b): [Kind, string, boolean] => [
        "brand",
        String(b.brandId),
        b.subscribed,
      ]),
      ...(change.upcomingStyleSubscriptions ?? []).map((s): [Kind, string, boolean] => [
        "upcoming_style",
        String(s.styleId),
        s.subscribed,
      ]),
    ];
    for (const [kind, id, subscribed] of followed) {
      if (existing.has(`${kind}:${id}`)) await setSubscription(tx, email, kind, id, subscribed, now);
    }
    const resubscribed = (change.emailLists ?? []).some(
      (list) => list.subscribed && own.has(list.emailListId),
    );
    const optout = change.optout ?? (resubscribed ? false : undefined);
    if (optout !== undefined) await setOptout(tx, email, optout, now);
  });
}

/** Opts the address out of (or back into) all marketing; opting out unticks every subscription. */
export async function setOptout(tx: Db, email: string, optout: boolean, now: Date): Promise<void> {
  await tx
    .insert(emailSubscribers)
    .values({ email, optout, updatedAt: now })
    .onConflictDoUpdate({ target: emailSubscribers.email, set: { optout, updatedAt: now } });
  if (optout) {
    await tx
      .update(emailSubscriptions)
      .set({ subscribed: false, updatedAt: now })
      .where(and(eq(emailSubscriptions.email, email), sql`${emailSubscriptions.subscribed}`));
  }
}

/** Whether the address gets marketing mail at all (not opted out). */
export async function mayMarketTo(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ optout: emailSubscribers.optout })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.email, email));
  return !(row?.optout ?? false);
}
