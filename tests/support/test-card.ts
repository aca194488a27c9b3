import type { Db } from "../../modules/core/index.ts";
import { addCard, type PaymentGateway, TEST_CARDS } from "../../modules/payments/index.server.ts";

/** Saves a test gateway card (Visa unless another number is given) billed to a customer's address. */
export function saveTestCard(
  db: Db,
  gateway: PaymentGateway,
  customerId: number,
  addressId: number,
  options: { number?: string; now?: Date } = {},
) {
  const number = options.number ?? TEST_CARDS.visa;
  return addCard(
    db,
    gateway,
    customerId,
    {
      nameOnCard: "Bea Buyer",
      number,
      expirationMonth: 4,
      expirationYear: 2030,
      cvv: number.startsWith("3") ? "1234" : "123",
      addressId,
      makeDefault: false,
    },
    options.now ?? new Date(),
  );
}
