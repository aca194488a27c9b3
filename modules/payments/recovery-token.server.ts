import { and, eq } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { paymentInstruments } from "./schema.server.ts";

/**
 * The gateway token of a customer's saved card, whether or not it is still active: payment
 * recovery asks the gateway again, with the same key, for an authorisation a crash left unrecorded,
 * so that it can void it; the customer may have deleted the card since (cardToken refuses an
 * inactive card, as checkout must). Null when the card is unknown. Never logged, never answered to
 * a page.
 */
export async function cardTokenForRecovery(
  db: Db,
  customerId: number,
  paymentInstrumentId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ token: paymentInstruments.gatewayToken })
    .from(paymentInstruments)
    .where(
      and(
        eq(paymentInstruments.paymentInstrumentId, paymentInstrumentId),
        eq(paymentInstruments.customerId, customerId),
      ),
    );
  return row?.token ?? null;
}
