import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { retailStockIds } from "../../tests/support/order-shopper.ts";
import { TEST_ADDRESS_FIELDS } from "../../tests/support/test-address-fields.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { listAddresses } from "../addresses/index.server.ts";
import { ADDRESS_CHECK_WORDS } from "../addresses/index.ts";
import { removeCartItem } from "../cart/index.server.ts";
import { isAppError } from "../core/index.ts";
import {
  createTestGateway,
  HELD_CARD_MINUTES,
  listCards,
  MAX_DECLINES,
  type PaymentGateway,
  TEST_CARDS,
} from "../payments/index.server.ts";
import { CARD_MESSAGES } from "../payments/index.ts";
import { type ExpressCheckoutServices, expressCheckout } from "./express-checkout.server.ts";
import type { ExpressCheckoutValue } from "./forms.ts";
import { configureCheckout } from "./purchases.server.ts";

// Express checkout as one workflow (spec 4: a first purchase): the address and the card are saved
// together and become the purchase's, or neither is, whatever fails between them.

const NOW = new Date("2026-03-10T14:00:00Z");

let database: Database;
let stockId: number;
beforeAll(async () => {
  database = await createSeededTestDatabase({ products: 30 });
  const [retail] = await retailStockIds(database.db, 1);
  if (retail === undefined) throw new Error("the test catalogue has no item in stock");
  stockId = retail;
});
afterAll(async () => {
  await database?.close();
});

/** The services express checkout runs on, with this gateway. */
function services(gateway: PaymentGateway): ExpressCheckoutServices {
  return { ...testServices(database.db), paymentGateway: gateway };
}

/** A first-time shopper: nothing saved, one item in the bag. */
async function firstTimeShopper(): Promise<CheckoutCustomer> {
  const shopper = await checkoutCustomer(database.db, createTestGateway(), { address: false, card: null });
  await shopper.add(stockId);
  return shopper;
}

const asCheckout = (shopper: CheckoutCustomer) => ({
  customerId: shopper.customerId,
  marketplace: "fleetfoot",
});

/** The express form as its schema hands it over. */
function form(
  overrides: {
    address?: Partial<typeof TEST_ADDRESS_FIELDS>;
    number?: string;
    choice?: ExpressCheckoutValue["choice"];
  } = {},
): ExpressCheckoutValue {
  return {
    address: { ...TEST_ADDRESS_FIELDS, ...overrides.address },
    choice: overrides.choice,
    card: {
      nameOnCard: "Cy Card",
      cc: overrides.number ?? TEST_CARDS.visa,
      expirationMonth: 4,
      expirationYear: 2030,
      cvv: "123",
    },
  };
}

async function saved(shopper: CheckoutCustomer) {
  return {
    addresses: await listAddresses(database.db, shopper.customerId),
    cards: await listCards(database.db, shopper.customerId, NOW),
  };
}

/** The refusal express checkout throws (a declined card, the card-add limit). */
async function refusalOf(answer: Promise<unknown>) {
  const error = await answer.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message, field: error.details?.field };
}

describe("express checkout", () => {
  it("saves the address and the card as the defaults, and makes both the purchase's", async () => {
    const shopper = await firstTimeShopper();
    const answer = await expressCheckout(services(createTestGateway()), asCheckout(shopper), form(), NOW);

    const { addresses, cards } = await saved(shopper);
    expect(addresses).toMatchObject([{ addressLine1: "1 Main ST", isPrimary: true }]);
    expect(cards).toMatchObject([
      { last4: "4242", isPrimary: true, billingAddress: { addressId: addresses[0]?.addressId } },
    ]);
    expect(answer).toEqual({
      done: { addressId: addresses[0]?.addressId, paymentInstrumentId: cards[0]?.paymentInstrumentId },
    });
    const { purchase } = await configureCheckout(
      database.db,
      asCheckout(shopper),
      {},
      NOW,
      testServices(database.db).telemetry,
    );
    expect(purchase).toMatchObject({
      expressCheckout: false,
      shippingAddressId: addresses[0]?.addressId,
      purchaseCreditCard: { last4: "4242" },
    });
  });

  it("keeps nothing from a declined card, and counts the decline toward the card-add limit", async () => {
    const shopper = await firstTimeShopper();
    const declined = form({ number: TEST_CARDS.declined });
    for (let attempt = 0; attempt < MAX_DECLINES; attempt += 1) {
      expect(
        await refusalOf(expressCheckout(services(createTestGateway()), asCheckout(shopper), declined, NOW)),
      ).toEqual({
        code: "credit.card.verification.declined",
        message: CARD_MESSAGES.verificationDeclined,
        field: "cc",
      });
    }
    expect(await saved(shopper)).toEqual({ addresses: [], cards: [] });
    // The limit closes the form to a good card too, and still nothing is saved.
    const limited = await refusalOf(
      expressCheckout(services(createTestGateway()), asCheckout(shopper), form(), NOW),
    );
    expect(limited.code).toBe("credit.card.verification.limit.reached");
    expect(await saved(shopper)).toEqual({ addresses: [], cards: [] });
  });

  it("holds the verified card while the shopper answers the address check, then saves it with the suggestion", async () => {
    const shopper = await firstTimeShopper();
    let verifications = 0;
    const gateway = createTestGateway();
    const counting: PaymentGateway = {
      ...gateway,
      tokenize: (card) => {
        verifications += 1;
        return gateway.tokenize(card);
      },
    };
    const loose = form({ address: { addressLine1: "1 Main Street", stateOrRegion: "Massachusetts" } });

    const offered = await expressCheckout(services(counting), asCheckout(shopper), loose, NOW);
    if (!("refused" in offered)) throw new Error("expected the address check's suggestion");
    expect(offered).toMatchObject({
      refused: {
        message: ADDRESS_CHECK_WORDS.suggested,
        check: { suggested: { addressLine1: "1 Main ST" } },
      },
      heldCard: { label: "Visa ending in 4242" },
    });
    expect(verifications).toBe(1);
    expect(await saved(shopper)).toEqual({ addresses: [], cards: [] });

    // The answer names the held card: the gateway is not asked again, and the card is saved.
    const answer = { ...loose, choice: "suggested" as const, card: { held: offered.heldCard.handle } };
    await expressCheckout(services(counting), asCheckout(shopper), answer, NOW);
    expect(verifications).toBe(1);
    const { addresses, cards } = await saved(shopper);
    expect(addresses).toMatchObject([{ addressLine1: "1 Main ST", stateOrRegion: "MA" }]);
    expect(cards).toMatchObject([{ last4: "4242", billingAddress: { addressId: addresses[0]?.addressId } }]);
  });

  it("keeps a held card for its own customer only, and only while it waits", async () => {
    const owner = await firstTimeShopper();
    const loose = form({ address: { addressLine1: "1 Main Street", stateOrRegion: "Massachusetts" } });
    const offered = await expressCheckout(services(createTestGateway()), asCheckout(owner), loose, NOW);
    if (!("refused" in offered)) throw new Error("expected the address check's suggestion");
    const answer = { ...loose, choice: "suggested" as const, card: { held: offered.heldCard.handle } };
    const gone = { code: "input.invalid", message: CARD_MESSAGES.cardNumberRequired, field: "cc" };

    // Another shopper cannot take it; nor can its owner once it waited past the hold.
    const other = await firstTimeShopper();
    expect(
      await refusalOf(expressCheckout(services(createTestGateway()), asCheckout(other), answer, NOW)),
    ).toEqual(gone);
    const late = new Date(NOW.getTime() + (HELD_CARD_MINUTES + 1) * 60_000);
    expect(
      await refusalOf(expressCheckout(services(createTestGateway()), asCheckout(owner), answer, late)),
    ).toEqual(gone);
    expect(await saved(owner)).toEqual({ addresses: [], cards: [] });

    // In time it is kept.
    await expressCheckout(services(createTestGateway()), asCheckout(owner), answer, NOW);
    expect((await saved(owner)).cards).toHaveLength(1);
  });

  it("saves neither when the purchase cannot take them after the card was verified (the bag emptied meanwhile)", async () => {
    const shopper = await firstTimeShopper();
    const gateway = createTestGateway();
    // The bag empties in another tab while the gateway verifies the card: the address and the card
    // are written, then the purchase refuses them, and the transaction takes both back.
    const emptying: PaymentGateway = {
      ...gateway,
      tokenize: async (card) => {
        await removeCartItem(database.db, shopper.owner, stockId);
        return gateway.tokenize(card);
      },
    };
    const refused = await refusalOf(expressCheckout(services(emptying), asCheckout(shopper), form(), NOW));
    expect(refused.code).toBe("checkout.cart.empty");
    expect(await saved(shopper)).toEqual({ addresses: [], cards: [] });
  });

  it("does nothing once the purchase no longer offers express checkout", async () => {
    const shopper = await checkoutCustomer(database.db, createTestGateway(), { card: null });
    await shopper.add(stockId);
    const before = await saved(shopper);
    expect(await expressCheckout(services(createTestGateway()), asCheckout(shopper), form(), NOW)).toEqual({
      notOffered: true,
    });
    expect(await saved(shopper)).toEqual(before);
  });
});
