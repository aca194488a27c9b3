import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageText } from "../tests/support/cookie-browser.ts";
import { signedInCustomer, type TestCustomer } from "../tests/support/customers.ts";
import { accountSignInPath } from "../tests/support/sign-in-path.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

// OWASP ASVS 4.0 3.3.2 (level 2): a sign-in ends after 30 minutes idle and 12 hours in all; the
// customer stays recognised by x-main (spec 3's soft-authenticated state).
let t: TestApp;
let clock = Date.now();
const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => {
  clock += ms;
};

beforeAll(async () => {
  t = await createTestApp({ products: 20, now: () => new Date(clock) });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = Date.now();
});

const customer = () => signedInCustomer(t.app, t.database.db);

async function expectSignedIn({ browser }: TestCustomer) {
  expect((await browser.request("/v1/customerInfo")).status).toBe(200);
  expect((await browser.request("/account")).status).toBe(200);
}

/** Greeted by name, but every private page and answer asks for sign-in again. */
async function expectOnlyRecognised({ browser, firstName }: TestCustomer) {
  // The header greets from the visitor's parts (read beside the shared pages) and on personal pages.
  const visitor = await (await browser.request("/v1/visitor")).json();
  expect(visitor.customer).toEqual({ firstName, authenticated: false });
  expect(pageText(await (await browser.request("/cart")).text())).toContain(`Hi, ${firstName}`);
  const account = await browser.request("/account");
  expect(account.status).toBe(302);
  expect(account.headers.get("location")).toBe(accountSignInPath("/account"));
  expect((await browser.request("/account/favorites")).headers.get("location")).toBe(
    accountSignInPath("/account/favorites"),
  );
  const info = await browser.request("/v1/customerInfo");
  expect(info.status).toBe(403);
  expect(await info.json()).toEqual({ id: "customer.auth.required", message: "Customer not recognized" });
  expect((await browser.request("/auth/v1/atvalid")).status).toBe(403);
  const heart = await browser.request("/accountapi/cloudlist/v1/addToList", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ itemId: "1" }),
  });
  expect(heart.status).toBe(403);
  // The sign-in page opens again (a signed-in visitor would be sent on).
  expect((await browser.request("/login")).status).toBe(200);
}

describe("the signed-in session's limits", () => {
  it("ends the sign-in after 30 minutes without a request; the customer stays recognised", async () => {
    const shopper = await customer();
    advance(minutes(29));
    await expectSignedIn(shopper);
    advance(minutes(31));
    await expectOnlyRecognised(shopper);
  });

  it("keeps an active customer signed in past 30 minutes, counting idle time from the last request", async () => {
    const shopper = await customer();
    for (let step = 0; step < 4; step += 1) {
      advance(minutes(20));
      await expectSignedIn(shopper);
    }
  });

  it("ends the sign-in 12 hours after it began, however active", async () => {
    const shopper = await customer();
    for (let step = 0; step < 35; step += 1) {
      advance(minutes(20));
      expect((await shopper.browser.request("/auth/v1/atvalid")).status).toBe(200);
    }
    advance(minutes(20)); // 12 hours since sign-in
    await expectOnlyRecognised(shopper);
  });

  it("an expired sign-in does not come back with more requests, and signing in again starts a new one", async () => {
    const shopper = await customer();
    advance(minutes(31));
    await expectOnlyRecognised(shopper);
    advance(minutes(1));
    await expectOnlyRecognised(shopper);
    const again = await shopper.browser.post("/login", { email: shopper.email, password: shopper.password });
    expect(again.status).toBe(303);
    await expectSignedIn(shopper);
  });
});
