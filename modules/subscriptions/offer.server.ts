import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { findCustomer } from "../identity/index.server.ts";
import { normaliseEmail } from "../identity/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { savePromotion } from "../promotions/index.server.ts";
import { CLAIM_CODE_ALPHABET } from "../promotions/index.ts";
import { queueMarketingMail } from "./marketing-mail.server.ts";
import { newsletterOffers } from "./schema.server.ts";

/** The sign-up offer (spec 1): 10% off a future order, one code per address, for this many days. */
export const OFFER_PERCENT_BASIS_POINTS = 1000;
export const OFFER_LIFETIME_DAYS = 90;
const CODE_PREFIX = "HELLO";
const CODE_LETTERS = 8;

function newOfferCode(): string {
  let code = CODE_PREFIX;
  for (let i = 0; i < CODE_LETTERS; i += 1)
    code += CLAIM_CODE_ALPHABET[randomInt(CLAIM_CODE_ALPHABET.length)];
  return code;
}

/**
 * Gives the address its welcome code, in the caller's transaction, if it never had one: a promo code
 * of its own (10% off, one use per customer, 90 days; modules/promotions checks it at checkout),
 * mailed with the welcome. Answers whether a code was given (false for an address that had one).
 */
export async function grantNewsletterOffer(
  tx: Db,
  email: string,
  marketplace: Pick<Marketplace, "baseUrl" | "name" | "subsiteId">,
  now: Date,
): Promise<boolean> {
  const code = newOfferCode();
  const [granted] = await tx
    .insert(newsletterOffers)
    .values({ email, promoCode: code })
    .onConflictDoNothing({ target: newsletterOffers.email })
    .returning({ code: newsletterOffers.promoCode });
  if (!granted) return false;
  const endsAt = new Date(now.getTime() + OFFER_LIFETIME_DAYS * 86_400_000);
  await savePromotion(tx, {
    code,
    kind: "percent",
    percentBasisPoints: OFFER_PERCENT_BASIS_POINTS,
    perCustomerLimit: 1,
    endsAt,
    description: "Newsletter welcome: 10% off",
  });
  await queueMarketingMail(tx, {
    to: email,
    subject: `Welcome to ${marketplace.name}: 10% off your next order`,
    text: [
      `Thank you for subscribing to ${marketplace.name} emails!`,
      "",
      `Here is 10% off a future order: enter the code ${code} at checkout.`,
      `It can be used once, until ${endsAt.toISOString().slice(0, 10)}.`,
      "",
      `Shop now: ${marketplace.baseUrl}/`,
    ].join("\n"),
    marketplace,
    now,
  });
  return true;
}

/**
 * Whether the customer may use the promo code: a welcome code only on an order of the customer whose
 * email it was mailed to (it was given to that address, once); any other code is not ours to judge.
 */
export async function mayUsePromoCode(db: Db, code: string, customerId: number): Promise<boolean> {
  const [offer] = await db
    .select({ email: newsletterOffers.email })
    .from(newsletterOffers)
    .where(eq(newsletterOffers.promoCode, code.trim().toUpperCase()));
  if (!offer) return true;
  const customer = await findCustomer(db, customerId);
  return customer !== null && normaliseEmail(customer.email) === offer.email;
}
