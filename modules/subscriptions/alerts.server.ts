import { and, eq, isNull } from "drizzle-orm";
import { findStockItems, findStyleItems } from "../catalog/index.server.ts";
import { type Db, formatPrice, type Log } from "../core/index.ts";
import { findCustomer } from "../identity/index.server.ts";
import { favoritedItems } from "../lists/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { queueMarketingMail } from "./marketing-mail.server.ts";
import { priceWatches, stockSubscriptions } from "./schema.server.ts";
import { mayMarketTo } from "./subscriptions.server.ts";

export interface AlertServices {
  db: Db;
  marketplaces: readonly Marketplace[];
  mailDispatcher: Pick<MailDispatcher, "kick">;
  now: () => Date;
  logger?: Log;
}

const PAGE = 500;
/** The product page at one size (spec 1: /product/stockId/{id}), or the style's page. */
const sizeLink = (baseUrl: string, stockId: number) => `${baseUrl}/product/stockId/${stockId}`;

/** Mails a customer the alert in the caller's transaction, unless they opted out of marketing. */
async function mailAlert(
  tx: Db,
  services: AlertServices,
  customerId: number,
  subject: string,
  text: string,
  at: Date,
) {
  const customer = await findCustomer(tx, customerId);
  if (!customer || !(await mayMarketTo(tx, customer.email))) return;
  const marketplace = services.marketplaces[0];
  if (!marketplace) return;
  await queueMarketingMail(tx, {
    to: customer.email,
    subject,
    text: `Hi ${customer.firstName},\n\n${text}`,
    marketplace,
    now: at,
  });
}

/**
 * Back in stock: each waiting customer of a size now on hand is mailed once. The row is claimed by a
 * conditional update (notified_at still empty) in the mail's transaction, so two workers never both mail.
 */
export async function sendStockAlerts(services: AlertServices, at: Date): Promise<number> {
  const { db } = services;
  const waiting = await db
    .selectDistinct({ stockId: stockSubscriptions.stockId })
    .from(stockSubscriptions)
    .where(isNull(stockSubscriptions.notifiedAt))
    .limit(PAGE);
  const back = (await findStockItems(db, { stockIds: waiting.map((w) => w.stockId) })).filter(
    (s) => s.onHand > 0,
  );
  let sent = 0;
  for (const stock of back) {
    const base = services.marketplaces[0]?.baseUrl ?? "";
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(stockSubscriptions)
        .set({ notifiedAt: at })
        .where(and(eq(stockSubscriptions.stockId, stock.stockId), isNull(stockSubscriptions.notifiedAt)))
        .returning({ customerId: stockSubscriptions.customerId });
      for (const { customerId } of claimed) {
        await mailAlert(
          tx,
          services,
          customerId,
          `Back in stock: ${stock.brandName} ${stock.productName}`,
          [
            `Good news: ${stock.brandName} ${stock.productName} (${stock.color}) in size ${stock.sizeLabel} is back in stock.`,
            "",
            `Get it before it's gone: ${sizeLink(base, stock.stockId)}`,
          ].join("\n"),
          at,
        );
      }
      return claimed.length;
    });
  }
  return sent;
}

/**
 * Price drops on favorites: the first look at a favorite records its price; a lower price later
 * mails once and becomes the new mark (claimed by a conditional update on the old price, so two
 * workers never both mail); a higher price only moves the mark.
 */
export async function sendPriceDropAlerts(services: AlertServices, at: Date): Promise<number> {
  const { db } = services;
  const base = services.marketplaces[0]?.baseUrl ?? "";
  let sent = 0;
  for (let after = 0; ; ) {
    const page = await favoritedItems(db, after, PAGE);
    if (page.length === 0) break;
    after = page.at(-1)?.entryId ?? after;
    const styles = new Map(
      (
        await findStyleItems(
          db,
          page.map((f) => f.styleId),
        )
      ).map((s) => [s.styleId, s]),
    );
    for (const favorite of page) {
      const style = styles.get(favorite.styleId);
      if (!style) continue;
      const key = and(
        eq(priceWatches.customerId, favorite.customerId),
        eq(priceWatches.styleId, style.styleId),
      );
      const [watch] = await db.select().from(priceWatches).where(key);
      if (!watch) {
        await db
          .insert(priceWatches)
          .values({ customerId: favorite.customerId, styleId: style.styleId, priceCents: style.priceCents })
          .onConflictDoNothing();
        continue;
      }
      if (watch.priceCents === style.priceCents) continue;
      const dropped = style.priceCents < watch.priceCents;
      sent += await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(priceWatches)
          .set({ priceCents: style.priceCents, updatedAt: at })
          .where(and(key, eq(priceWatches.priceCents, watch.priceCents)))
          .returning({ customerId: priceWatches.customerId });
        if (!claimed || !dropped) return 0;
        const link = favorite.stockId ? sizeLink(base, favorite.stockId) : `${base}${style.productUrl}`;
        await mailAlert(
          tx,
          services,
          favorite.customerId,
          `Price drop: ${style.brandName} ${style.productName}`,
          [
            `An item on your favorites is now ${formatPrice(style.priceCents)} (was ${formatPrice(watch.priceCents)}): ${style.brandName} ${style.productName} (${style.color}).`,
            "",
            `See it: ${link}`,
          ].join("\n"),
          at,
        );
        return 1;
      });
    }
  }
  return sent;
}

/** Checks for both alerts every intervalMs (each worker runs one; the claims keep them from doubling). */
export function createAlertsClock(services: AlertServices) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const tick = async () => {
    const at = services.now();
    const sent = (await sendStockAlerts(services, at)) + (await sendPriceDropAlerts(services, at));
    if (sent > 0) services.mailDispatcher.kick();
    return sent;
  };
  const guarded = () => {
    running ??= tick()
      .catch((error: unknown) => {
        services.logger?.warn({ err: error }, "alerts: a check failed; it is tried again at the next tick");
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    tick,
    start(intervalMs: number) {
      timer = setInterval(guarded, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
