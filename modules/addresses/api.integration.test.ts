import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { ADDRESS_MESSAGES } from "./address-rules.ts";
import { ADDRESS_ANSWERS, MAX_ADDRESSES } from "./addresses.server.ts";
import { addressRoutes } from "./api.server.ts";
import { addresses } from "./schema.server.ts";

interface ApiAddress {
  addressId: string;
  isDefaultShippingAddress: boolean;
  name: { fullName: string };
  mailingAddress: Record<string, string>;
  phone: { voice: { primary: { number: string } } };
}

/** A US address the check finds standard as it is. */
const home = {
  name: { fullName: "Kim Lee" },
  mailingAddress: {
    addressLine1: "350 Fifth AVE",
    addressLine2: "",
    city: "New York",
    stateOrRegion: "NY",
    postalCode: "10118",
    countryCode: "US",
  },
  phone: { voice: { primary: { number: "212-736-3100" } } },
};

const withMailing = (changes: Record<string, string>) => ({
  ...home,
  mailingAddress: { ...home.mailingAddress, ...changes },
});

describe("saved addresses (/v1/address)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let customers = 0;
  /** The id of the customer `customer()` made last. */
  let lastCustomerId = 0;

  /** Cookies of a new signed-in customer. */
  const customer = async () => {
    customers++;
    const { customerId } = await registerCustomer(database.db, {
      name: `Kim ${customers}`,
      email: `kim${customers}@example.com`,
      password: "long enough password",
    });
    lastCustomerId = customerId;
    const s = await startSignedInSession(database.db, customerId);
    return `session-id=${s.id}; session-token=${s.token}; at-main=${s.atMain}`;
  };
  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: { cookie, ...(body !== undefined && { "content-type": "application/json" }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const list = async (cookie: string) =>
    ((await (await send(cookie, "GET", "/v1/address")).json()) as { addresses: ApiAddress[] }).addresses;
  const add = async (cookie: string, body: unknown = home, query = "") => {
    const answer = await send(cookie, "POST", `/v1/address${query}`, body);
    return {
      status: answer.status,
      body: (await answer.json()) as { address: ApiAddress } & Record<string, unknown>,
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", addressRoutes(testServices(database.db)));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("saves an address, answers it in the spec's shape and makes the first one the default", async () => {
    const cookie = await customer();
    const { status, body } = await add(cookie);
    expect(status).toBe(200);
    expect(body.address).toEqual({
      addressId: expect.stringMatching(/^\d+$/),
      isDefaultShippingAddress: true,
      name: { fullName: "Kim Lee" },
      mailingAddress: { ...home.mailingAddress, countryName: "United States" },
      phone: { voice: { primary: { number: "212-736-3100" } } },
    });
    expect(await list(cookie)).toEqual([body.address]);
    const second = await add(cookie, withMailing({ addressLine1: "1 Main ST" }));
    expect(second.body.address.isDefaultShippingAddress).toBe(false);
  });

  it("trims the fields and refuses missing and too long ones with each field's words, saving nothing", async () => {
    const cookie = await customer();
    const { status, body } = await add(cookie, {
      name: { fullName: "   " },
      mailingAddress: { ...home.mailingAddress, city: "x".repeat(51) },
      phone: { voice: { primary: { number: "call me" } } },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      id: "input.invalid",
      message: ADDRESS_MESSAGES.fullName,
      extraInfo: {
        fieldErrors: {
          fullName: ADDRESS_MESSAGES.fullName,
          city: "Input too long",
          primaryVoiceNumber: "Invalid phone number",
        },
      },
    });
    expect(await list(cookie)).toEqual([]);
    const trimmed = await add(cookie, { ...home, name: { fullName: "  Kim Lee  " } });
    expect(trimmed.body.address.name.fullName).toBe("Kim Lee");
  });

  it("refuses a country off the shipping list and an embargoed one", async () => {
    const cookie = await customer();
    for (const countryCode of ["CA", "CU", "IR"]) {
      const { status, body } = await add(cookie, withMailing({ countryCode }));
      expect(status).toBe(400);
      expect(body).toMatchObject({ id: "input.invalid", message: ADDRESS_MESSAGES.countryCode });
    }
    expect(await list(cookie)).toEqual([]);
  });

  it("suggests the standard form of an address, and saves the suggestion or, when asked, the original", async () => {
    const cookie = await customer();
    const typed = withMailing({
      addressLine1: "350 Fifth Avenue",
      stateOrRegion: "new york",
      postalCode: "101181234",
    });
    const { status, body } = await add(cookie, typed);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      id: "address.validation.exception",
      message: ADDRESS_ANSWERS.suggested,
      extraInfo: {
        valid: false,
        invalidFields: [],
        suggestedAddresses: [
          expect.objectContaining({
            addressLine1: "350 Fifth AVE",
            stateOrRegion: "NY",
            postalCode: "10118-1234",
          }),
        ],
      },
    });
    expect(await list(cookie)).toEqual([]);
    const original = await add(cookie, typed, "?forceOriginal=true");
    expect(original.status).toBe(200);
    expect(original.body.address.mailingAddress.addressLine1).toBe("350 Fifth Avenue");
  });

  it("refuses a ZIP code of another state unless asked to save it as it is", async () => {
    const cookie = await customer();
    const typed = withMailing({ stateOrRegion: "CA" });
    const { status, body } = await add(cookie, typed);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      id: "address.validation.exception",
      message: ADDRESS_ANSWERS.invalidFields,
      extraInfo: { valid: false, invalidFields: ["postalCode"], suggestedAddresses: [] },
    });
    expect((await add(cookie, typed, "?forceOriginal=true")).status).toBe(400);
    expect((await add(cookie, typed, "?saveInvalidAddress=true")).status).toBe(200);
  });

  it("changes an address, moves the default and never touches another customer's addresses", async () => {
    const alice = await customer();
    const bob = await customer();
    const first = (await add(alice)).body.address;
    const second = (await add(alice, withMailing({ addressLine1: "1 Main ST" }))).body.address;
    const changed = await send(alice, "PUT", "/v1/address", {
      addressId: second.addressId,
      ...withMailing({ addressLine1: "2 Main ST" }),
      isDefaultShippingAddress: true,
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { address: ApiAddress }).address).toMatchObject({
      addressId: second.addressId,
      isDefaultShippingAddress: true,
      mailingAddress: { addressLine1: "2 Main ST" },
    });
    expect((await list(alice)).map((a) => [a.addressId, a.isDefaultShippingAddress])).toEqual([
      [second.addressId, true],
      [first.addressId, false],
    ]);
    const stolen = await send(bob, "PUT", "/v1/address", { addressId: first.addressId, ...home });
    expect(stolen.status).toBe(404);
    expect(await send(bob, "POST", "/v1/address/default", { addressId: first.addressId })).toHaveProperty(
      "status",
      404,
    );
    expect(await send(bob, "DELETE", `/v1/address?addressIds=${first.addressId}`)).toHaveProperty(
      "status",
      404,
    );
    expect((await list(alice)).map((a) => a.addressId).sort()).toEqual(
      [first.addressId, second.addressId].sort(),
    );
    expect(await list(bob)).toEqual([]);
  });

  it("deletes addresses all or none, passes the default on, and refuses to change a deleted one", async () => {
    const cookie = await customer();
    const other = await customer();
    const a = (await add(cookie)).body.address;
    const b = (await add(cookie, withMailing({ addressLine1: "1 Main ST" }))).body.address;
    const c = (await add(cookie, withMailing({ addressLine1: "2 Main ST" }))).body.address;
    const theirs = (await add(other)).body.address;

    const mixed = await send(cookie, "DELETE", `/v1/address?addressIds=${b.addressId},${theirs.addressId}`);
    expect(mixed.status).toBe(404);
    expect(await mixed.json()).toEqual({ id: "address.not.found", message: ADDRESS_ANSWERS.notDeleted });
    expect(await list(cookie)).toHaveLength(3);

    const deleted = await send(cookie, "DELETE", `/v1/address?addressIds=${a.addressId},${c.addressId}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: ADDRESS_ANSWERS.deleted });
    expect(await list(cookie)).toEqual([{ ...b, isDefaultShippingAddress: true }]);

    const again = await send(cookie, "PUT", "/v1/address", { addressId: a.addressId, ...home });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      id: "address.inactive.exception",
      message: ADDRESS_ANSWERS.inactive,
    });
    const [row] = await database.db
      .select()
      .from(addresses)
      .where(eq(addresses.addressId, Number(a.addressId)));
    expect(row?.active).toBe(false);
  });

  it("keeps one default however many requests race to set it", async () => {
    const cookie = await customer();
    const saved = [];
    for (let i = 0; i < 4; i++)
      saved.push((await add(cookie, withMailing({ addressLine1: `${i + 1} Main ST` }))).body.address);
    const answers = await Promise.all(
      saved.map((a) => send(cookie, "POST", "/v1/address/default", { addressId: a.addressId })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await list(cookie)).filter((a) => a.isDefaultShippingAddress)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses a customer`, async () => {
    const cookie = await customer();
    const customerId = lastCustomerId;
    await database.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        customerId,
        fullName: "Kim Lee",
        addressLine1: `${i + 1} Main ST`,
        city: "New York",
        stateOrRegion: "NY",
        postalCode: "10118",
        countryCode: "US",
        primaryVoiceNumber: "212-736-3100",
      })),
    );
    const { status, body } = await add(cookie);
    expect(status).toBe(409);
    expect(body).toEqual({ id: "address.limit.reached", message: ADDRESS_ANSWERS.limit });
  });

  it("refuses bad input with a 4xx, never a 500", async () => {
    const cookie = await customer();
    const answers = await Promise.all([
      send("", "GET", "/v1/address"),
      send(cookie, "POST", "/v1/address", { ...home, extra: 1 }),
      send(cookie, "POST", "/v1/address", withMailing({ city: "New\u0000York" })),
      send(cookie, "POST", "/v1/address", { ...home, name: { fullName: 12 } }),
      send(cookie, "PUT", "/v1/address", { addressId: "-1", ...home }),
      send(cookie, "PUT", "/v1/address", { addressId: "99999999", ...home }),
      send(cookie, "DELETE", "/v1/address?addressIds=1;drop"),
      send(cookie, "DELETE", "/v1/address"),
      api.request("/v1/address", {
        method: "POST",
        headers: { cookie, "content-type": "text/plain" },
        body: "x",
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 400, 400, 400, 400, 404, 400, 400, 400]);
  });
});
