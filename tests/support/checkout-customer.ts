import { changeCartItems } from "../../modules/cart/index.server.ts";
import type { Db } from "../../modules/core/index.ts";
import { registerCustomer, startSignedInSession } from "../../modules/identity/index.server.ts";
import { addCard, type PaymentGateway, TEST_CARDS } from "../../modules/payments/index.server.ts";
import { saveTestAddress } from "./test-address.ts";

let counter = 0;

export interface CheckoutCustomer {
  customerId: number;
  email: string;
  /** The signed-in session's cookies, for API requests. */
  cookie: string;
  /** The session, as the bag's owner. */
  owner: { sessionId: string; customerId: number };
  addressId: number | null;
  cardId: number | null;
  /** Puts units of a stock item in the customer's bag. */
  add(stockId: number, quantity?: number): Promise<void>;
}

/**
 * A registered, signed-in customer ready to check out: by default with a default address (Boston,
 * MA) and a default card (the test gateway's Visa, or the number given; null for none).
 */
export async function checkoutCustomer(
  db: Db,
  gateway: PaymentGateway,
  options: { address?: boolean; card?: string | null; now?: Date } = {},
): Promise<CheckoutCustomer> {
  counter += 1;
  const email = `buyer${counter}.${process.pid}@example.com`;
  const { customerId } = await registerCustomer(db, {
    name: `Bea Buyer${counter}`,
    email,
    password: "long enough password",
  });
  const address = options.address === false ? null : await saveTestAddress(db, customerId);
  const number = options.card === undefined ? TEST_CARDS.visa : options.card;
  const card =
    number === null || address === null
      ? null
      : await addCard(
          db,
          gateway,
          customerId,
          {
            nameOnCard: "Bea Buyer",
            number,
            expirationMonth: 4,
            expirationYear: 2030,
            cvv: number.startsWith("3") ? "1234" : "123",
            addressId: address.addressId,
            makeDefault: true,
          },
          options.now ?? new Date(),
        );
  const session = await startSignedInSession(db, customerId);
  const owner = { sessionId: session.id, customerId };
  return {
    customerId,
    email,
    cookie: `session-id=${session.id}; session-token=${session.token}; at-main=${session.atMain}`,
    owner,
    addressId: address?.addressId ?? null,
    cardId: card?.paymentInstrumentId ?? null,
    async add(stockId, quantity = 1) {
      await changeCartItems(db, owner, [{ stockId, quantity, quantityAddition: true }]);
    },
  };
}
