import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { promotionRoutes } from "./api.server.ts";
import { GIFT_CARD_REFUSALS } from "./gift-card-codes.ts";
import { issueGiftCard } from "./gift-cards.server.ts";

/** The tests' clock: 15 March 2026, noon UTC. */
const NOW = new Date("2026-03-15T12:00:00Z");

describe("gift card claim and balance (/v1/giftcard)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let customers = 0;

  /** A new signed-in customer's cookies. */
  const customer = async () => {
    customers++;
    const { customerId } = await registerCustomer(database.db, {
      name: `Gia ${customers}`,
      email: `gia${customers}@example.com`,
      password: "long enough password",
    });
    const s = await startSignedInSession(database.db, customerId);
    return `session-id=${s.id}; session-token=${s.token}; at-main=${s.atMain}`;
  };
  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: { cookie, ...(body !== undefined && { "content-type": "application/json" }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const claim = (cookie: string, body: unknown) => send(cookie, "POST", "/v1/giftcard/claim", body);
  const issue = async (amountCents: number, expiresAt?: Date) =>
    (await database.db.transaction((tx) => issueGiftCard(tx, { amountCents, expiresAt }))).claimCode;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", promotionRoutes(testServices(database.db, { now: () => NOW })));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("claims a card into the signed-in customer's balance, in cents and as shown", async () => {
    const cookie = await customer();
    const empty = await send(cookie, "GET", "/v1/giftcard/balance");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ giftCardBalance: 0, giftCardBalanceFormatted: "$0.00" });
    const first = await claim(cookie, { claimCode: await issue(5000), sessionId: "any" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ giftCardBalance: 5000, giftCardBalanceFormatted: "$50.00" });
    const code = (await issue(1234)).toLowerCase().replaceAll("-", " ");
    expect(await (await claim(cookie, { claimCode: code })).json()).toEqual({
      giftCardBalance: 6234,
      giftCardBalanceFormatted: "$62.34",
    });
    expect(await (await send(cookie, "GET", "/v1/giftcard/balance")).json()).toEqual({
      giftCardBalance: 6234,
      giftCardBalanceFormatted: "$62.34",
    });
  });

  it("refuses a claim with the account's words: unknown, already applied, already redeemed, expired, missing", async () => {
    const [alice, bob] = [await customer(), await customer()];
    const code = await issue(2000);
    await claim(alice, { claimCode: code });
    const cases: [string, string, keyof typeof GIFT_CARD_REFUSALS][] = [
      [alice, "ABCD-EFGH-JKLM-NPQR", "notValid"],
      [alice, code, "alreadyApplied"],
      [bob, code, "redeemed"],
      [bob, await issue(2000, NOW), "expired"],
      [bob, " ", "missing"],
    ];
    for (const [cookie, claimCode, refusal] of cases) {
      const answer = await claim(cookie, { claimCode });
      expect(answer.status, refusal).toBe(400);
      expect(await answer.json(), refusal).toEqual({
        id: GIFT_CARD_REFUSALS[refusal].id,
        message: GIFT_CARD_REFUSALS[refusal].account,
      });
    }
    expect(GIFT_CARD_REFUSALS.notValid.account).toBe(
      "Oh no! We don't recognize that gift card code. Please try again.",
    );
    expect(await (await send(bob, "GET", "/v1/giftcard/balance")).json()).toMatchObject({
      giftCardBalance: 0,
    });
  });

  it("answers a guest 403 'Customer not recognized', claiming nothing", async () => {
    const code = await issue(1000);
    for (const answer of [
      await send("", "GET", "/v1/giftcard/balance"),
      await claim("", { claimCode: code }),
      await claim("session-id=nope; session-token=nope", { claimCode: code }),
    ]) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({
        id: "customer.auth.required",
        message: "Customer not recognized",
      });
    }
    const cookie = await customer();
    expect((await claim(cookie, { claimCode: code })).status).toBe(200);
  });

  it("refuses bad input with a 400, never a 500", async () => {
    const cookie = await customer();
    const code = await issue(1000);
    const bodies: unknown[] = [
      {},
      { claimCode: null },
      { claimCode: 1234 },
      { claimCode: ["ABCD"] },
      { claimCode: "A".repeat(65) },
      { claimCode: "ABCD-EFGH\u0000-JKLM-NPQR" },
      { claimCode: code, sessionId: 5 },
      { claimCode: code, sessionId: "s".repeat(129) },
      { claimCode: code, sessionId: "a\u0000b" },
      { claimCode: code, extra: true },
      [code],
      "ABCD",
      null,
    ];
    for (const body of bodies) {
      const answer = await claim(cookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json(), JSON.stringify(body)).toMatchObject({ id: "input.invalid" });
    }
    const raw = (body: string, type: string) =>
      api.request("/v1/giftcard/claim", { method: "POST", headers: { cookie, "content-type": type }, body });
    for (const answer of [
      await raw("{", "application/json"),
      await raw(`claimCode=${code}`, "application/x-www-form-urlencoded"),
      await raw(JSON.stringify({ claimCode: "x".repeat(20_000) }), "application/json"),
    ]) {
      expect(answer.status).toBe(400);
    }
    // Nothing above claimed the card.
    expect(await (await send(cookie, "GET", "/v1/giftcard/balance")).json()).toMatchObject({
      giftCardBalance: 0,
    });
    expect((await claim(cookie, { claimCode: code })).status).toBe(200);
  });
});
