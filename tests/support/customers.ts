import { expect } from "vitest";
import type { Db } from "../../modules/core/index.ts";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { CookieBrowser, type StoreEndpoint } from "./cookie-browser.ts";

let counter = 0;

export interface TestCustomer {
  browser: CookieBrowser;
  customerId: number;
  email: string;
  password: string;
  firstName: string;
}

/**
 * A customer made directly through the identity module (registration by the form waits for the
 * emailed link), then signed in with the /login form in a fresh cookie browser.
 */
export async function signedInCustomer(
  store: StoreEndpoint,
  db: Db,
  options: { firstName?: string; password?: string } = {},
): Promise<TestCustomer> {
  counter += 1;
  const firstName = `${options.firstName ?? "Ann"}${counter}`;
  const email = `${firstName.toLowerCase()}.${process.pid}@example.com`;
  const password = options.password ?? "correct horse battery";
  const { customerId } = await registerCustomer(db, { name: `${firstName} Lee`, email, password });
  const browser = new CookieBrowser(store);
  await browser.request("/login");
  const response = await browser.post("/login", { email, password });
  expect(response.status).toBe(303);
  return { browser, customerId, email, password, firstName };
}
