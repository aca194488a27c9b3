import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { saveTestAddress } from "../../tests/support/test-address.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { paymentRoutes } from "./api.server.ts";
import { CARD_MESSAGES, cardLimitMessage } from "./card-rules.ts";
import { TEST_CARDS } from "./gateway.server.ts";
import { CARD_ANSWERS, MAX_DECLINES } from "./payments.server.ts";
import { paymentInstruments } from "./schema.server.ts";

interface ApiCard {
  paymentInstrumentId: string;
  brand: string | null;
  last4: string;
  fullName: string;
  expirationMonth: string;
  expirationYear: string;
  isExpired: boolean;
  primaryPaymentMethod: boolean;
  addressId: string | null;
}

/** The tests' clock: 15 March 2026, noon UTC. */
const NOW = new Date("2026-03-15T12:00:00Z");

describe("saved cards (/v1/paymentInstruments)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let clock = NOW;
  let customers = 0;

  /** A new signed-in customer with one address: their cookies and the address's id. */
  const customer = async () => {
    customers++;
    const { customerId } = await registerCustomer(database.db, {
      name: `Cy ${customers}`,
      email: `cy${customers}@example.com`,
      password: "long enough password",
    });
    const address = await saveTestAddress(database.db, customerId);
    const s = await startSignedInSession(database.db, customerId);
    return {
      cookie: `session-id=${s.id}; session-token=${s.token}; at-main=${s.atMain}`,
      addressId: String(address.addressId),
      customerId,
    };
  };
  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: { cookie, ...(body !== undefined && { "content-type": "application/json" }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const list = async (cookie: string) =>
    (
      (await (await send(cookie, "GET", "/v1/paymentInstruments")).json()) as {
        paymentInstruments: ApiCard[];
      }
    ).paymentInstruments;
  const card = (addressId: string, number: string = TEST_CARDS.visa) => ({
    fullName: "Cy Card",
    addCreditCardNumber: number,
    expirationMonth: "04",
    expirationYear: "2028",
    cvv: number.startsWith("3") ? "1234" : "123",
    addressId,
  });
  const add = async (cookie: string, body: unknown) => {
    const answer = await send(cookie, "POST", "/v1/paymentInstruments", body);
    return {
      status: answer.status,
      body: (await answer.json()) as { paymentInstrument: ApiCard } & Record<string, unknown>,
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", paymentRoutes(testServices(database.db, { now: () => clock })));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("adds a card verified by the gateway and keeps only its token, brand, last 4 and expiry", async () => {
    const { cookie, addressId } = await customer();
    const { status, body } = await add(cookie, card(addressId, "4242 4242 4242 4242"));
    expect(status).toBe(200);
    expect(body.paymentInstrument).toMatchObject({
      paymentInstrumentId: expect.stringMatching(/^\d+$/),
      paymentType: "CC",
      brand: "Visa",
      last4: "4242",
      fullName: "Cy Card",
      expirationMonth: "04",
      expirationYear: "2028",
      isExpired: false,
      primaryPaymentMethod: true,
      addressId,
      billingAddress: expect.objectContaining({ addressLine1: "1 Main ST", countryName: "United States" }),
    });
    expect(await list(cookie)).toEqual([body.paymentInstrument]);
    const rows = await database.db.select().from(paymentInstruments);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(TEST_CARDS.visa);
    expect(stored).not.toContain('"123"');
    expect(rows.every((row) => row.gatewayToken.startsWith("tok_test_"))).toBe(true);
  });

  it("refuses the card form's bad fields with the spec's words, adding nothing", async () => {
    const { cookie, addressId } = await customer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ addCreditCardNumber: "" }, "addCreditCardNumber", CARD_MESSAGES.cardNumberRequired],
      [{ addCreditCardNumber: "4242424242424241" }, "addCreditCardNumber", CARD_MESSAGES.cardNumberIncorrect],
      [{ addCreditCardNumber: "7242424242424242" }, "addCreditCardNumber", CARD_MESSAGES.cardNumberIncorrect],
      [{ fullName: " " }, "fullName", CARD_MESSAGES.nameOnCardRequired],
      [{ cvv: "" }, "cvv", CARD_MESSAGES.cvvEmpty],
      [{ cvv: "12" }, "cvv", CARD_MESSAGES.cvvIncomplete],
      [{ cvv: "1234" }, "cvv", CARD_MESSAGES.tooLong],
      [{ expirationYear: "2025" }, "expiration", CARD_MESSAGES.cardExpired],
      [{ expirationMonth: "02", expirationYear: "2026" }, "expiration", CARD_MESSAGES.cardExpired],
      [{ expirationMonth: undefined, expirationYear: undefined }, "expiration", CARD_MESSAGES.cardExpired],
      [{ expirationMonth: "" }, "expirationMonth", CARD_MESSAGES.expirationMonthRequired],
      [{ expirationYear: "" }, "expirationYear", CARD_MESSAGES.expirationYearRequired],
      [{ expirationMonth: "13" }, "expirationMonth", CARD_MESSAGES.expirationIncorrect],
      [{ expirationYear: "202" }, "expirationYear", CARD_MESSAGES.expirationIncorrect],
      [{ addressId: "999999" }, "addressId", CARD_ANSWERS.billingAddress],
    ];
    for (const [change, field, words] of cases) {
      const { status, body } = await add(cookie, { ...card(addressId), ...change });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body, JSON.stringify(change)).toMatchObject({ id: "input.invalid", message: words });
      if (field !== "addressId") expect(body.extraInfo).toMatchObject({ fieldErrors: { [field]: words } });
    }
    expect(await list(cookie)).toEqual([]);
  });

  it("takes a left-out expiry month or year as spec 2's default: month '01', this year", async () => {
    const { cookie, addressId } = await customer();
    const { expirationMonth: _month, ...noMonth } = card(addressId);
    const january = await add(cookie, { ...noMonth, expirationYear: 2029 });
    expect(january.status).toBe(200);
    expect(january.body.paymentInstrument).toMatchObject({ expirationMonth: "01", expirationYear: "2029" });
    const { expirationYear: _year, ...noYear } = card(addressId, TEST_CARDS.mastercard);
    const thisYear = await add(cookie, { ...noYear, expirationMonth: 11 });
    expect(thisYear.status).toBe(200);
    expect(thisYear.body.paymentInstrument).toMatchObject({ expirationMonth: "11", expirationYear: "2026" });
  });

  it("answers the gateway's decline as the spec's verification declined, and closes the form after repeated declines", async () => {
    const { cookie, addressId } = await customer();
    for (const number of [TEST_CARDS.declined, TEST_CARDS.verificationDeclined]) {
      const { status, body } = await add(cookie, card(addressId, number));
      expect(status).toBe(400);
      expect(body).toEqual({ id: "credit.card.verification.declined", message: CARD_ANSWERS.declined });
    }
    for (let i = 2; i < MAX_DECLINES; i++) await add(cookie, card(addressId, TEST_CARDS.declined));
    const closed = await add(cookie, card(addressId, TEST_CARDS.visa));
    expect(closed.status).toBe(400);
    expect(closed.body).toEqual({
      id: "credit.card.verification.limit.reached",
      message: cardLimitMessage(24 * 60),
    });
    clock = new Date(NOW.getTime() + 24 * 60 * 60_000 + 60_000);
    try {
      expect((await add(cookie, card(addressId, TEST_CARDS.visa))).status).toBe(200);
    } finally {
      clock = NOW;
    }
  });

  it("lets parallel attempts past the limit no more than the limit allows", async () => {
    const { cookie, addressId } = await customer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => add(cookie, card(addressId, TEST_CARDS.declined))),
    );
    const declined = answers.filter((a) => a.body.id === "credit.card.verification.declined");
    expect(declined).toHaveLength(MAX_DECLINES);
    expect(answers.filter((a) => a.body.id === "credit.card.verification.limit.reached")).toHaveLength(
      12 - MAX_DECLINES,
    );
  });

  it("answers the card calls at /v2/paymentInstruments as at v1", async () => {
    const { cookie, addressId } = await customer();
    const added = await send(cookie, "POST", "/v2/paymentInstruments", card(addressId));
    expect(added.status).toBe(200);
    const saved = ((await added.json()) as { paymentInstrument: ApiCard }).paymentInstrument;
    const listed = await send(cookie, "GET", "/v2/paymentInstruments");
    expect(await listed.json()).toEqual({ paymentInstruments: await list(cookie) });
    const refused = await send(cookie, "POST", "/v2/paymentInstruments", { ...card(addressId), cvv: "1234" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ id: "input.invalid", message: CARD_MESSAGES.tooLong });
    const changed = await send(cookie, "PUT", "/v2/paymentInstruments", {
      paymentInstrumentId: saved.paymentInstrumentId,
      fullName: "Cy Two",
      expirationMonth: "12",
      expirationYear: "2030",
      addressId,
    });
    expect(((await changed.json()) as { paymentInstrument: ApiCard }).paymentInstrument.fullName).toBe(
      "Cy Two",
    );
    const ids = saved.paymentInstrumentId;
    const deleted = await send(cookie, "DELETE", `/v2/paymentInstruments?paymentInstrumentIds=${ids}`);
    expect(await deleted.json()).toEqual({ message: CARD_ANSWERS.deleted });
    expect(await list(cookie)).toEqual([]);
    expect((await send("", "GET", "/v2/paymentInstruments")).status).toBe(403);
  });

  it("changes a card, moves the default, and never touches another customer's cards", async () => {
    const alice = await customer();
    const bob = await customer();
    const first = (await add(alice.cookie, card(alice.addressId))).body.paymentInstrument;
    const second = (await add(alice.cookie, card(alice.addressId, TEST_CARDS.mastercard))).body
      .paymentInstrument;
    expect(second).toMatchObject({ brand: "MasterCard", last4: "4444", primaryPaymentMethod: false });
    const changed = await send(alice.cookie, "PUT", "/v1/paymentInstruments", {
      paymentInstrumentId: second.paymentInstrumentId,
      fullName: "Cy B Card",
      expirationMonth: "12",
      expirationYear: "2030",
      addressId: alice.addressId,
      makeDefaultPaymentInstrument: true,
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { paymentInstrument: ApiCard }).paymentInstrument).toMatchObject({
      fullName: "Cy B Card",
      expirationMonth: "12",
      expirationYear: "2030",
      primaryPaymentMethod: true,
    });
    expect((await list(alice.cookie)).map((c) => [c.paymentInstrumentId, c.primaryPaymentMethod])).toEqual([
      [second.paymentInstrumentId, true],
      [first.paymentInstrumentId, false],
    ]);
    const steal = { paymentInstrumentId: first.paymentInstrumentId };
    expect((await send(bob.cookie, "POST", "/v1/paymentInstruments/default", steal)).status).toBe(404);
    expect(
      (
        await send(bob.cookie, "POST", "/v1/associatePaymentInstrument", {
          ...steal,
          addressId: bob.addressId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send(
          bob.cookie,
          "DELETE",
          `/v1/paymentInstruments?paymentInstrumentIds=${first.paymentInstrumentId}`,
        )
      ).status,
    ).toBe(404);
    // Nor may a card take another customer's address as its billing address.
    const foreign = await send(alice.cookie, "POST", "/v1/associatePaymentInstrument", {
      paymentInstrumentId: first.paymentInstrumentId,
      addressId: bob.addressId,
    });
    expect(foreign.status).toBe(400);
    expect(await list(alice.cookie)).toHaveLength(2);
  });

  it("deletes cards all or none with the spec's words, and shows an expired card as expired", async () => {
    const { cookie, addressId } = await customer();
    const a = (await add(cookie, card(addressId))).body.paymentInstrument;
    const b = (
      await add(cookie, {
        ...card(addressId, TEST_CARDS.amex),
        expirationMonth: "03",
        expirationYear: "2026",
      })
    ).body.paymentInstrument;
    expect(b).toMatchObject({ brand: "American Express", last4: "0005", isExpired: false });
    clock = new Date("2026-04-01T00:00:00Z");
    try {
      expect(
        (await list(cookie)).find((c) => c.paymentInstrumentId === b.paymentInstrumentId)?.isExpired,
      ).toBe(true);
    } finally {
      clock = NOW;
    }
    const refused = await send(
      cookie,
      "DELETE",
      `/v1/paymentInstruments?paymentInstrumentIds=${a.paymentInstrumentId},999999`,
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({
      id: "payment.instrument.not.found",
      message: CARD_ANSWERS.notDeleted,
    });
    expect(await list(cookie)).toHaveLength(2);
    const deleted = await send(
      cookie,
      "DELETE",
      `/v1/paymentInstruments?paymentInstrumentIds=${a.paymentInstrumentId}`,
    );
    expect(await deleted.json()).toEqual({ message: CARD_ANSWERS.deleted });
    expect(await list(cookie)).toEqual([
      expect.objectContaining({ paymentInstrumentId: b.paymentInstrumentId, primaryPaymentMethod: true }),
    ]);
  });

  it("refuses bad input with a 4xx, never a 500", async () => {
    const { cookie, addressId } = await customer();
    const answers = await Promise.all([
      send("", "GET", "/v1/paymentInstruments"),
      send(cookie, "POST", "/v1/paymentInstruments", { ...card(addressId), extra: true }),
      send(cookie, "POST", "/v1/paymentInstruments", {
        ...card(addressId),
        addCreditCardNumber: "4242\u00004242",
      }),
      send(cookie, "POST", "/v1/paymentInstruments", { ...card(addressId), expirationMonth: { x: 1 } }),
      send(cookie, "PUT", "/v1/paymentInstruments", { paymentInstrumentId: "0" }),
      send(cookie, "DELETE", "/v1/paymentInstruments?paymentInstrumentIds=1,x"),
      api.request("/v1/paymentInstruments", {
        method: "POST",
        headers: { cookie, "content-type": "text/plain" },
        body: "x",
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 400, 400, 400, 400, 400, 400]);
  });
});
