import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PROMOTIONS } from "../../seed/promotions.server.ts";
import { requester } from "../../tests/support/refusals.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { issueGiftCard } from "./gift-cards.server.ts";
import { findPromotion } from "./promotions.server.ts";

/** The whole store on a freshly seeded database: the demo codes, and the gift card routes behind its middleware. */
describe("promo codes and gift cards in the seeded store", () => {
  let t: TestApp;
  const { send, post } = requester(() => t);

  beforeAll(async () => {
    t = await createTestApp({ products: 40 });
  });
  afterAll(() => t?.close());

  it("holds the README's demo promo codes after the seed", async () => {
    const codes = await Promise.all(DEMO_PROMOTIONS.map((promo) => findPromotion(t.database.db, promo.code)));
    expect(codes.map((promo) => promo?.code)).toEqual([
      "WELCOME10",
      "TAKE15",
      "SHIPFREE",
      "EMPLOYEE20",
      "EXPIRED5",
      "SOON10",
    ]);
  });

  it("claims a gift card over HTTP for a signed-in customer, and refuses a guest", async () => {
    const { customerId } = await registerCustomer(t.database.db, {
      name: "Gil Card",
      email: "gil@example.com",
      password: "long enough password",
    });
    const s = await startSignedInSession(t.database.db, customerId);
    const cookie = `session-id=${s.id}; session-token=${s.token}; at-main=${s.atMain}`;
    const { claimCode } = await t.database.db.transaction((tx) => issueGiftCard(tx, { amountCents: 2500 }));
    const json = "application/json";
    const claimed = await post("/v1/giftcard/claim", JSON.stringify({ claimCode }), json, { cookie });
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toEqual({ giftCardBalance: 2500, giftCardBalanceFormatted: "$25.00" });
    const balance = await send("/v1/giftcard/balance", { headers: { cookie } });
    expect(balance.headers.get("cache-control")).toMatch(/no-store|private/);
    expect(await balance.json()).toMatchObject({ giftCardBalance: 2500 });
    const guest = await post("/v1/giftcard/claim", JSON.stringify({ claimCode }), json);
    expect(guest.status).toBe(403);
    const nul = await post("/v1/giftcard/claim", JSON.stringify({ claimCode: "AB\u0000CD" }), json, {
      cookie,
    });
    expect(nul.status).toBe(400);
  });

  it("documents both routes in the OpenAPI document", async () => {
    const document = (await (await send("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/v1/giftcard/claim", "/v1/giftcard/balance"]),
    );
  });
});
