import { parseArgs } from "node:util";
import { formatPrice } from "../modules/catalog/index.ts";
import { centsFromDollars } from "../modules/core/index.ts";
import { issueGiftCard, MAX_GIFT_CARD_CENTS } from "../modules/promotions/index.server.ts";
import { withConfiguredDatabase } from "./configured-database.ts";

// `npm run giftcards -- issue --amount 50.00 [--expires 2027-12-31]`: issues a gift card in the
// configured database and prints its claim code, once: only its hash is kept, so it cannot be shown
// again. With the embedded database, stop the store first (refused while the store has the data open).

const USAGE = "usage: npm run giftcards -- issue --amount 50.00 [--expires YYYY-MM-DD]";

/** The command's arguments, checked: the amount in cents and the optional expiry (end of that UTC day). */
function readArguments(): { amountCents: number; expiresAt?: Date } {
  const { values, positionals } = parseArgs({
    options: { amount: { type: "string" }, expires: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1 || positionals[0] !== "issue") throw new Error(USAGE);
  const amountCents = centsFromDollars(values.amount ?? "");
  if (amountCents === null || amountCents < 1 || amountCents > MAX_GIFT_CARD_CENTS) {
    throw new Error(
      `--amount must be dollars from 0.01 to ${MAX_GIFT_CARD_CENTS / 100}, like 50.00\n${USAGE}`,
    );
  }
  if (values.expires === undefined) return { amountCents };
  const expiresAt = new Date(`${values.expires}T23:59:59.999Z`);
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(values.expires) && !Number.isNaN(expiresAt.getTime());
  if (!isDay || expiresAt.toISOString().slice(0, 10) !== values.expires) {
    throw new Error(`--expires must be a date, YYYY-MM-DD\n${USAGE}`);
  }
  if (expiresAt.getTime() <= Date.now()) throw new Error("--expires must be in the future");
  return { amountCents, expiresAt };
}

try {
  const card = readArguments();
  const { giftCardId, claimCode } = await withConfiguredDatabase((db) =>
    db.transaction((tx) => issueGiftCard(tx, card)),
  );
  const amount = formatPrice(card.amountCents);
  const until = card.expiresAt ? `, valid through ${card.expiresAt.toISOString().slice(0, 10)} (UTC)` : "";
  console.log(`Gift card ${giftCardId}: ${amount}${until}.`);
  console.log(`Claim code (shown once, not stored): ${claimCode}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
