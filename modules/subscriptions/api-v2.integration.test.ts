import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { solveCaptcha } from "../../tests/support/captcha.ts";
import { brandIds as catalogueBrandIds } from "../../tests/support/catalog-fixtures.ts";
import { heldMailDispatcher } from "../../tests/support/held-mail.ts";
import { confirmMailedLink } from "../../tests/support/newsletter.ts";
import { newestMailsTo } from "../../tests/support/queued-mail.ts";
import { pickStocks, soldOutStockIds, stylesWithStockIds } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { subscriptionV2Routes } from "./api-v2.server.ts";
import { queueMarketingMail } from "./marketing-mail.server.ts";
import { NEWSLETTER_MESSAGES } from "./rules.ts";
import { emailSubscribers } from "./schema.server.ts";
import type { Subscriptions } from "./subscriptions.server.ts";
import { TOKEN_REFUSALS } from "./tokens.server.ts";

// The v2 calls beyond the footer's sign-up, as a caller sees them: the marketing-list sign-up with
// and without the captcha headers, the sign-up limit, following stock, brands and upcoming styles,
// changing and opting out (signed in and by a mailed token), expired tokens, and one customer's
// subscriptions kept from another.

const DAY = 86_400_000;
const NINE_AM = "9am.localhost";

let database: Database;
let api: OpenAPIHono<AppEnv>;
let services: ReturnType<typeof testServices>;
/** The store's clock runs this many days ahead of the real one (for tokens that expire). */
let daysAhead = 0;
let client = 0;
let people = 0;
let soldOut: number;
let inStock: number;
let brandIds: number[];
let styleId: number;

type Answer<T> = { status: number; body: T };

async function call<T = Subscriptions>(
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await api.request(path, {
    method: init.method ?? "GET",
    headers: {
      "content-type": "application/json",
      ...(init.cookie && { cookie: init.cookie }),
      ...init.headers,
    },
    ...(init.body !== undefined && {
      body: typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A new customer, signed in: their address and session cookie. */
async function customer() {
  people += 1;
  const email = `v2-${people}@example.com`;
  const { customerId } = await registerCustomer(database.db, {
    name: `Vee ${people}`,
    email,
    password: "long enough password",
  });
  const s = await startSignedInSession(database.db, customerId);
  return { customerId, email, cookie: `session-id=${s.id}; session-token=${s.token}; at-main=${s.atMain}` };
}

/** A marketing email sent to the address by the store; the manage token of its link. */
async function mailedToken(email: string, subsiteId = "fleetfoot"): Promise<string> {
  const marketplace = testServices(database.db).marketplaces.find((m) => m.subsiteId === subsiteId);
  if (!marketplace) throw new Error(`no marketplace ${subsiteId}`);
  await database.db.transaction((tx) =>
    queueMarketingMail(tx, {
      to: email,
      subject: "New arrivals",
      text: "Fresh styles.",
      marketplace,
      now: new Date(),
    }),
  );
  const [mail] = await mailsTo(email);
  const token = /subscriptions\/email\/([0-9a-f]{64})/.exec(mail?.body ?? "")?.[1];
  if (!token) throw new Error("no manage link in the mail");
  return token;
}

const mailsTo = (to: string) => newestMailsTo(database.db, to);

async function solved(): Promise<string> {
  return solveCaptcha(await (await api.request("/v2/subscriptions/captcha")).json());
}

const marketingSignUp = (emailAddress: string, headers: Record<string, string> = {}) =>
  call<{ emailAddress: string; listIds: string[]; priorStatus: string | null; message: string }>(
    "/v2/subscriptions/subscribeToMarketingList",
    { method: "POST", body: { emailAddress }, headers: { "x-test-client": `c${client++}`, ...headers } },
  );

const listOf = (s: Subscriptions, id: string) => s.emailLists.find((l) => l.emailListId === id)?.subscribed;

beforeAll(async () => {
  database = await createSeededTestDatabase({ products: 40 });
  api = new OpenAPIHono<AppEnv>();
  api.use(session("never"));
  api.use(async (c, next) => {
    c.set("clientAddress", c.req.header("x-test-client") ?? "198.51.100.7");
    await next();
  });
  services = testServices(database.db, {
    now: () => new Date(Date.now() + daysAhead * DAY),
    // The tests read the mails from the outbox, as queued (a delivered one has its body emptied).
    mailDispatcher: heldMailDispatcher(database.db),
  });
  api.route("/", subscriptionV2Routes(services));
  const [out] = await soldOutStockIds(database.db);
  const [have] = await pickStocks(database.db);
  const someBrands = await catalogueBrandIds(database.db, 2);
  const [style] = await stylesWithStockIds(database.db);
  if (out === undefined || !have || someBrands.length < 2 || !style)
    throw new Error("the seed lacks stock, brands or styles");
  soldOut = out;
  inStock = have.stockId;
  brandIds = someBrands;
  styleId = style.styleId;
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe("POST /v2/subscriptions/subscribeToMarketingList", () => {
  it("refuses an address without the captcha headers (401, nothing stored or mailed), then subscribes it with them", async () => {
    const refused = await marketingSignUp("Gil@Example.com");
    expect(refused).toEqual({
      status: 401,
      body: { id: "captcha.invalid", message: NEWSLETTER_MESSAGES.captcha },
    });
    const forged = await marketingSignUp("gil@example.com", { "x-captcha-answer": "bm90IGEgcGF5bG9hZA==" });
    expect(forged.status).toBe(401);
    expect(
      await database.db.select().from(emailSubscribers).where(eq(emailSubscribers.email, "gil@example.com")),
    ).toEqual([]);
    expect(await mailsTo("gil@example.com")).toEqual([]);

    const answer = await marketingSignUp("Gil@Example.com", { "x-captcha-answer": await solved() });
    expect(answer).toEqual({
      status: 200,
      body: {
        emailAddress: "gil@example.com",
        listIds: ["fleetfoot-newsletter"],
        priorStatus: null,
        message: NEWSLETTER_MESSAGES.submitted,
      },
    });
    const marketplace = services.marketplaces[0];
    if (!marketplace) throw new Error("no marketplace");
    await confirmMailedLink(
      { db: database.db, mailDispatcher: services.mailDispatcher, marketplace },
      "gil@example.com",
    );
    const [welcome] = await mailsTo("gil@example.com");
    expect(welcome?.body).toMatch(/code HELLO[A-Z0-9]{8}/);
    const token = /subscriptions\/email\/([0-9a-f]{64})/.exec(welcome?.body ?? "")?.[1];
    const mine = await call(`/v2/subscriptions/email/${token}`);
    expect(listOf(mine.body, "fleetfoot-newsletter")).toBe(true);
    expect(listOf(mine.body, "fleetfoot-sales")).toBe(false);
  });

  it("refuses a bad address with the footer's words before any captcha", async () => {
    expect(await marketingSignUp("not an email")).toEqual({
      status: 400,
      body: { id: "subscription.invalid.email", message: NEWSLETTER_MESSAGES.invalid },
    });
  });
});

describe("the sign-up limit", () => {
  it("answers 429 with its words after 10 sign-ups from one client address, on either call; others still get through", async () => {
    const headers = { "x-test-client": "203.0.113.9" };
    for (let i = 0; i < 10; i++) {
      const path = i % 2 === 0 ? "/v2/subscriptions/lists" : "/v2/subscriptions/subscribeToMarketingList";
      const body =
        i % 2 === 0
          ? {
              siteId: 1,
              subsiteId: "fleetfoot",
              listIds: ["fleetfoot-newsletter"],
              emailAddress: `rl${i}@example.com`,
            }
          : { emailAddress: `rl${i}@example.com` };
      expect((await call(path, { method: "POST", body, headers })).status).toBe(401);
    }
    const limited = await call("/v2/subscriptions/subscribeToMarketingList", {
      method: "POST",
      body: { emailAddress: "rl10@example.com" },
      headers,
    });
    expect(limited).toEqual({
      status: 429,
      body: { id: "subscription.too.many", message: NEWSLETTER_MESSAGES.tooMany },
    });
    expect((await marketingSignUp("rl11@example.com")).status).toBe(401);
  });
});

describe("following stock, brands and upcoming styles", () => {
  it("asks a guest to sign in for each", async () => {
    for (const [path, body] of [
      ["/v2/subscriptions/stocks", { stockId: soldOut }],
      ["/v2/subscriptions/brands", { brandId: brandIds[0] }],
      ["/v2/subscriptions/upcomingStyles", { styleId }],
    ] as const) {
      expect(await call(path, { method: "POST", body })).toEqual({
        status: 403,
        body: { id: "customer.auth.required", message: "Customer not recognized" },
      });
    }
  });

  it("keeps a sold-out size, a brand and a style for the signed-in customer, shown by GET /v2/subscriptions", async () => {
    const { cookie, email } = await customer();
    const follow = (path: string, body: unknown) => call(path, { method: "POST", cookie, body });
    expect(await follow("/v2/subscriptions/stocks", { stockId: soldOut })).toEqual({
      status: 200,
      body: { subscribed: true },
    });
    expect((await follow("/v2/subscriptions/brands", { brandId: brandIds[0] })).body).toEqual({
      subscribed: true,
    });
    expect((await follow("/v2/subscriptions/upcomingStyles", { styleId })).body).toEqual({
      subscribed: true,
    });
    const mine = await call("/v2/subscriptions", { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.emailAddress).toBe(email);
    expect(mine.body.stockSubscriptions).toEqual([
      expect.objectContaining({ stockId: soldOut, category: "STOCK", subscribed: true }),
    ]);
    expect(mine.body.brandSubscriptions).toEqual([
      expect.objectContaining({ brandId: brandIds[0], category: "BRAND", subscribed: true }),
    ]);
    expect(mine.body.upcomingStyleSubscriptions).toEqual([
      expect.objectContaining({ styleId, category: "STOCK", subscribed: true }),
    ]);
  });

  it("refuses a size in stock, unknown ids and bad input, never with a 500", async () => {
    const { cookie } = await customer();
    const follow = (path: string, body: unknown) =>
      call<{ id: string }>(path, { method: "POST", cookie, body });
    expect((await follow("/v2/subscriptions/stocks", { stockId: inStock })).body).toMatchObject({
      id: "stock.in.stock",
    });
    expect((await follow("/v2/subscriptions/stocks", { stockId: inStock })).status).toBe(409);
    expect((await follow("/v2/subscriptions/stocks", { stockId: 1_999_999_999 })).status).toBe(404);
    expect(await follow("/v2/subscriptions/brands", { brandId: 1_999_999_999 })).toEqual({
      status: 404,
      body: { id: "brand.not.found", message: "Sorry, we could not find that brand." },
    });
    expect(await follow("/v2/subscriptions/upcomingStyles", { styleId: 1_999_999_999 })).toEqual({
      status: 404,
      body: { id: "style.not.found", message: "Sorry, we could not find that item." },
    });
    for (const path of [
      "/v2/subscriptions/stocks",
      "/v2/subscriptions/brands",
      "/v2/subscriptions/upcomingStyles",
    ]) {
      for (const body of ["{broken", "{}", JSON.stringify({ stockId: -1, brandId: "x", styleId: 0 })]) {
        const answer = await follow(path, body);
        expect(answer.status).toBe(400);
        expect(answer.body.id).toBe("subscription.invalid.input");
      }
    }
  });
});

describe("PUT and DELETE /v2/subscriptions", () => {
  it("changes the signed-in customer's lists and brands, ignores the other marketplace's lists, and opts out", async () => {
    const { cookie } = await customer();
    await call("/v2/subscriptions/brands", { method: "POST", cookie, body: { brandId: brandIds[0] } });
    const changed = await call("/v2/subscriptions", {
      method: "PUT",
      cookie,
      body: {
        emailLists: [
          { emailListId: "fleetfoot-sales", subscribed: true },
          { emailListId: "9am-sales", subscribed: true },
        ],
        brandSubscriptions: [{ brandId: brandIds[0], subscribed: false }],
      },
    });
    expect(changed.status).toBe(200);
    expect(listOf(changed.body, "fleetfoot-sales")).toBe(true);
    expect(listOf(changed.body, "fleetfoot-newsletter")).toBe(false);
    expect(changed.body.emailLists.map((l) => l.emailListId)).not.toContain("9am-sales");
    expect(changed.body.brandSubscriptions).toEqual([
      expect.objectContaining({ brandId: brandIds[0], subscribed: false }),
    ]);
    expect((await call("/v2/subscriptions", { cookie })).body).toEqual(changed.body);

    const out = await call("/v2/subscriptions", { method: "DELETE", cookie });
    expect(out.status).toBe(200);
    expect(out.body.optout).toBe(true);
    expect(out.body.emailLists.every((l) => !l.subscribed)).toBe(true);
    // Ticking a list again ends the opt-out.
    const back = await call("/v2/subscriptions", {
      method: "PUT",
      cookie,
      body: { emailLists: [{ emailListId: "fleetfoot-newsletter", subscribed: true }] },
    });
    expect(back.body.optout).toBe(false);
    expect(listOf(back.body, "fleetfoot-newsletter")).toBe(true);
  });

  it("changes and opts out by a mailed token, without signing in", async () => {
    const token = await mailedToken("tok-1@example.com");
    const path = `/v2/subscriptions/email/${token}`;
    const changed = await call(path, {
      method: "PUT",
      body: { emailLists: [{ emailListId: "fleetfoot-new-arrivals", subscribed: true }] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.emailAddress).toBe("tok-1@example.com");
    expect(listOf(changed.body, "fleetfoot-new-arrivals")).toBe(true);
    const out = await call(path, { method: "DELETE" });
    expect(out.status).toBe(200);
    expect(out.body.optout).toBe(true);
    expect(listOf(out.body, "fleetfoot-new-arrivals")).toBe(false);
    expect((await call(path)).body.optout).toBe(true);
  });

  it("refuses a guest without a token, and bad input, never with a 500", async () => {
    for (const method of ["PUT", "DELETE"]) {
      const answer = await call("/v2/subscriptions", { method, body: { optout: true } });
      expect(answer).toEqual({
        status: 403,
        body: { id: "customer.auth.required", message: "Customer not recognized" },
      });
    }
    const { cookie } = await customer();
    for (const body of [
      "{broken",
      JSON.stringify({ optout: "yes" }),
      JSON.stringify({ emailLists: [{ emailListId: "", subscribed: true }] }),
      JSON.stringify({ brandSubscriptions: [{ brandId: -4, subscribed: true }] }),
    ]) {
      expect((await call("/v2/subscriptions", { method: "PUT", cookie, body })).status).toBe(400);
    }
  });
});

describe("one customer's subscriptions and another's", () => {
  it("never shows or changes another address's subscriptions", async () => {
    const ann = await customer();
    const bea = await customer();
    await call("/v2/subscriptions/brands", {
      method: "POST",
      cookie: bea.cookie,
      body: { brandId: brandIds[1] },
    });
    await call("/v2/subscriptions", {
      method: "PUT",
      cookie: bea.cookie,
      body: { emailLists: [{ emailListId: "fleetfoot-sales", subscribed: true }] },
    });
    const beaBefore = (await call("/v2/subscriptions", { cookie: bea.cookie })).body;

    // Naming another address is bad input; naming her brand only touches what Ann herself follows.
    expect(
      (
        await call("/v2/subscriptions", {
          method: "PUT",
          cookie: ann.cookie,
          body: { emailAddress: bea.email },
        })
      ).status,
    ).toBe(400);
    const annChanged = await call("/v2/subscriptions", {
      method: "PUT",
      cookie: ann.cookie,
      body: { brandSubscriptions: [{ brandId: brandIds[1], subscribed: false }] },
    });
    expect(annChanged.body.emailAddress).toBe(ann.email);
    expect(annChanged.body.brandSubscriptions).toEqual([]);
    expect(
      (await call("/v2/subscriptions", { method: "DELETE", cookie: ann.cookie })).body.emailAddress,
    ).toBe(ann.email);
    expect((await call("/v2/subscriptions", { cookie: ann.cookie })).body.emailAddress).toBe(ann.email);
    expect((await call("/v2/subscriptions", { cookie: bea.cookie })).body).toEqual(beaBefore);
  });

  it("opens nothing with a token of another kind, another marketplace or a forged one", async () => {
    const token = await mailedToken("tok-2@example.com");
    const nineAm = await mailedToken("tok-3@example.com", "9am");
    for (const [path, host] of [
      [`/v2/subscriptions/sms/${token}`, "localhost"],
      [`/v2/subscriptions/email/${token}`, NINE_AM],
      [`/v2/subscriptions/email/${nineAm}`, "localhost"],
      [`/v2/subscriptions/email/${token.replace(/.$/, (c) => (c === "0" ? "1" : "0"))}`, "localhost"],
      ["/v2/subscriptions/email/..%2F..%2Fadmin", "localhost"],
    ] as const) {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const answer = await call<{ id: string }>(path, {
          method,
          headers: { host },
          ...(method === "PUT" && { body: { optout: true } }),
        });
        expect(answer.status, `${method} ${path} on ${host}`).toBe(403);
        expect(answer.body.id).toBe("subscription.token.invalid");
      }
    }
    expect(
      (await call(`/v2/subscriptions/email/${nineAm}`, { headers: { host: NINE_AM } })).body.optout,
    ).toBe(false);
    expect((await call(`/v2/subscriptions/email/${token}`)).body.optout).toBe(false);
  });
});

describe("an expired manage token", () => {
  it("works for 60 days, then is refused with 403 subscription.token.expired on every call and changes nothing", async () => {
    const token = await mailedToken("old@example.com");
    const path = `/v2/subscriptions/email/${token}`;
    try {
      daysAhead = 59;
      expect((await call(path)).status).toBe(200);
      daysAhead = 61;
      const expired = {
        status: 403,
        body: { id: "subscription.token.expired", message: TOKEN_REFUSALS.expired },
      };
      expect(await call(path)).toEqual(expired);
      expect(await call(path, { method: "PUT", body: { optout: true } })).toEqual(expired);
      expect(await call(path, { method: "DELETE" })).toEqual(expired);
      expect(await call(`/v2/subscriptions/opt-out?token=${token}`, { method: "POST", body: "" })).toEqual(
        expired,
      );
    } finally {
      daysAhead = 0;
    }
    expect((await call(path)).body.optout).toBe(false);
  });
});
