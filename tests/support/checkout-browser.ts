import { expect } from "vitest";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { addCard, TEST_CARDS } from "../../modules/payments/index.server.ts";
import { CookieBrowser } from "./cookie-browser.ts";
import { saveTestAddress } from "./test-address.ts";
import type { TestApp } from "./test-app.ts";

let counter = 0;

/**
 * A registered customer signed in on a plain browser (no JavaScript) of the test app, with an
 * address saved and, unless `card` is null, a card (the test Visa, or the one named) as the default:
 * checkout is ready to review as soon as the bag holds something.
 */
export async function checkoutBrowser(t: TestApp, options: { card?: string | null } = {}) {
  counter += 1;
  const email = `checkout${counter}-${Date.now()}@example.com`;
  const password = "correct horse battery";
  const { customerId } = await registerCustomer(t.database.db, {
    name: `Dee${counter} Shopper`,
    email,
    password,
  });
  const address = await saveTestAddress(t.database.db, customerId);
  if (options.card !== null)
    await addCard(
      t.database.db,
      t.services.paymentGateway,
      customerId,
      {
        nameOnCard: "Dee Shopper",
        number: options.card ?? TEST_CARDS.visa,
        expirationMonth: 4,
        expirationYear: new Date().getUTCFullYear() + 2,
        cvv: "123",
        addressId: address.addressId,
        makeDefault: true,
      },
      new Date(),
    );
  const browser = new CookieBrowser(t.app);
  expect((await browser.post("/login", { email, password })).status).toBe(303);
  return { browser, customerId };
}
