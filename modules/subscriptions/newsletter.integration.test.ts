import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { solveCaptcha } from "../../tests/support/captcha.ts";
import { heldMailDispatcher } from "../../tests/support/held-mail.ts";
import { confirmMailedLink } from "../../tests/support/newsletter.ts";
import { newestMailsTo } from "../../tests/support/queued-mail.ts";
import { setOnHand, soldOutStockIds } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { findPromotion } from "../promotions/index.server.ts";
import { sendStockAlerts } from "./alerts.server.ts";
import { subscriptionV2Routes } from "./api-v2.server.ts";
import { NEWSLETTER_MESSAGES } from "./rules.ts";
import { subscribeToStock } from "./stock.server.ts";

describe("newsletter sign-up and email subscriptions (v2)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let services: ReturnType<typeof testServices>;
  let address = 0;

  const solved = async () => {
    return solveCaptcha(await (await api.request("/v2/subscriptions/captcha")).json());
  };
  const signUp = (emailAddress: string, answer?: string, extra: Record<string, string> = {}) =>
    api.request("/v2/subscriptions/lists", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(answer && { "x-captcha-answer": answer }),
        "x-test-client": String(address++),
        ...extra,
      },
      body: JSON.stringify({
        siteId: 1,
        subsiteId: "fleetfoot",
        listIds: ["fleetfoot-newsletter"],
        emailAddress,
      }),
    });
  const mailsTo = (to: string) => newestMailsTo(database.db, to);
  const tokenIn = (body: string) => /subscriptions\/email\/([0-9a-f]{64})/.exec(body)?.[1] ?? "";
  const store = () => {
    const marketplace = services.marketplaces[0];
    if (!marketplace) throw new Error("no marketplace");
    return { db: database.db, mailDispatcher: services.mailDispatcher, marketplace };
  };
  /** Signs up with a solved captcha, then presses the mailed link's button. */
  const confirmedSignUp = async (email: string) => {
    await signUp(email, await solved());
    return confirmMailedLink(store(), email.toLowerCase());
  };

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 40 });
    // The tests read the mails from the outbox, as queued (a delivered one has its body emptied).
    services = testServices(database.db, { mailDispatcher: heldMailDispatcher(database.db) });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.use(async (c, next) => {
      c.set("clientAddress", c.req.header("x-test-client") ?? "198.51.100.1");
      await next();
    });
    api.route("/", subscriptionV2Routes(services));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("mails a link to confirm for a solved captcha, and the code only once the link's button is pressed", async () => {
    const answer = await signUp("Ada@Example.com", await solved());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      emailAddress: "ada@example.com",
      priorStatus: null,
      message: NEWSLETTER_MESSAGES.submitted,
    });
    // A captcha proves a person, not the address: nothing is subscribed until its owner confirms.
    const [confirmation] = await mailsTo("ada@example.com");
    expect(confirmation?.subject).toBe("Confirm your Fleetfoot email subscription");
    expect(confirmation?.body).not.toMatch(/HELLO[A-Z0-9]{8}/);
    expect((await mailsTo("ada@example.com")).length).toBe(1);

    expect(await confirmMailedLink(store(), "ada@example.com")).toMatchObject({ priorStatus: null });
    const [welcome] = await mailsTo("ada@example.com");
    expect(welcome?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(welcome?.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/v2\/subscriptions\/opt-out\?token=[0-9a-f]{64}>$/,
    );
    const code = /code (HELLO[A-Z0-9]{8})/.exec(welcome?.body ?? "")?.[1] ?? "";
    expect(await findPromotion(database.db, code)).toMatchObject({
      kind: "percent",
      percentBasisPoints: 1000,
      perCustomerLimit: 1,
    });
  }, 60_000);

  it("says 'already subscribed' on a second sign-up and mails no second code", async () => {
    await confirmedSignUp("bo@example.com");
    const again = await signUp("bo@example.com", await solved());
    expect(await again.json()).toMatchObject({
      priorStatus: "SUBSCRIBED",
      message: NEWSLETTER_MESSAGES.alreadySubscribed,
    });
    const mails = await mailsTo("bo@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Welcome to Fleetfoot: 10% off your next order",
      "Confirm your Fleetfoot email subscription",
    ]);
  }, 60_000);

  it("refuses a missing, forged or replayed captcha answer with 401, and a bad email with 400", async () => {
    expect((await signUp("cy@example.com")).status).toBe(401);
    expect((await signUp("cy@example.com", "bm90IGEgcGF5bG9hZA==")).status).toBe(401);
    const answer = await solved();
    expect((await signUp("cy@example.com", answer)).status).toBe(200);
    const replay = await signUp("cy2@example.com", answer);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ id: "captcha.invalid", message: NEWSLETTER_MESSAGES.captcha });
    const bad = await signUp("not an email", await solved());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      id: "subscription.invalid.email",
      message: NEWSLETTER_MESSAGES.invalid,
    });
    for (const body of ["{broken", "\u0000", JSON.stringify({ emailAddress: "a@b.co", extra: 1 })]) {
      const r = await api.request("/v2/subscriptions/lists", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(r.status).toBe(400);
    }
  }, 60_000);

  it("opens the subscriptions by a mailed token, unsubscribes in one click, and refuses forged tokens", async () => {
    await confirmedSignUp("di@example.com");
    const [welcome] = await mailsTo("di@example.com");
    const token = tokenIn(welcome?.body ?? "");
    const mine = await api.request(`/v2/subscriptions/email/${token}`);
    expect(mine.status).toBe(200);
    const read = (await mine.json()) as {
      emailAddress: string;
      emailLists: { emailListId: string; subscribed: boolean }[];
    };
    expect(read.emailAddress).toBe("di@example.com");
    expect(read.emailLists.find((l) => l.emailListId === "fleetfoot-newsletter")?.subscribed).toBe(true);
    const forged = await api.request(`/v2/subscriptions/email/${"a".repeat(64)}`);
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { id: string }).id).toBe("subscription.token.invalid");
    const oneClick = await api.request(`/v2/subscriptions/opt-out?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const after = (await (await api.request(`/v2/subscriptions/email/${token}`)).json()) as {
      optout: boolean;
      emailLists: { subscribed: boolean }[];
    };
    expect(after.optout).toBe(true);
    expect(after.emailLists.every((l) => !l.subscribed)).toBe(true);
    expect((await api.request("/v2/subscriptions/opt-out?token=forged", { method: "POST" })).status).toBe(
      403,
    );
  }, 60_000);

  it("keeps a signed-in customer to their own subscriptions", async () => {
    const { customerId } = await registerCustomer(database.db, {
      name: "Eve Doe",
      email: "eve@example.com",
      password: "long enough password",
    });
    const s = await startSignedInSession(database.db, customerId);
    const cookie = `session-id=${s.id}; session-token=${s.token}; at-main=${s.atMain}`;
    const own = (await (await api.request("/v2/subscriptions", { headers: { cookie } })).json()) as {
      emailAddress: string;
    };
    expect(own.emailAddress).toBe("eve@example.com");
    expect((await api.request("/v2/subscriptions")).status).toBe(403);
  }, 60_000);

  it("mails a back-in-stock alert once, however many workers check", async () => {
    const { customerId } = await registerCustomer(database.db, {
      name: "Fay Doe",
      email: "fay@example.com",
      password: "long enough password",
    });
    const [soldId] = await soldOutStockIds(database.db);
    if (soldId === undefined) throw new Error("no sold-out size in the seed");
    const sold = { id: soldId };
    await subscribeToStock(database.db, customerId, sold.id);
    await setOnHand(database.db, sold.id, 3);
    const at = new Date();
    const counts = await Promise.all([sendStockAlerts(services, at), sendStockAlerts(services, at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const mails = (await mailsTo("fay@example.com")).filter((m) => m.subject.startsWith("Back in stock"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`/product/stockId/${sold.id}`);
    expect(mails[0]?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  }, 60_000);
});
