import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "../modules/identity/index.server.ts";
import { createTestApp, type Listening, listenOnLoopback as listen } from "../tests/support/test-app.ts";

// Sign-in throttling that cannot lock the owner out: per client and account, and per client
// address, that address read from X-Forwarded-For only behind a configured trusted proxy.
// Past a limit a sign-in asks for the captcha (decision 122): the client is known by its address.
const CAPTCHA_ASKED =
  "Too many unsuccessful sign-in attempts. Please confirm you're not a robot, then sign in again.";
const WRONG = "Your email or password is incorrect.";

let behindProxy: Listening;
let direct: Listening;
let counter = 0;

beforeAll(async () => {
  // The first store trusts the proxy on loopback (where these requests come from); the second trusts none.
  behindProxy = await listen(await createTestApp({ products: 10, trustedProxies: ["127.0.0.1"] }));
  direct = await listen(await createTestApp({ products: 10 }));
});
afterAll(async () => {
  for (const store of [behindProxy, direct]) {
    store?.server.close();
    await store?.app.close();
  }
});

async function owner(store: Listening) {
  counter += 1;
  const email = `owner${counter}@example.com`;
  const password = "the owner's passphrase";
  await registerCustomer(store.app.database.db, { name: "Olive Owner", email, password });
  return { email, password };
}

/** Posts the sign-in form over HTTP, as a client behind the proxy at `clientAddress` would. */
async function signIn(store: Listening, fields: { email: string; password: string }, clientAddress: string) {
  const response = await fetch(`${store.origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: store.origin,
      "x-forwarded-for": clientAddress,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: (await response.text()).replaceAll("&#x27;", "'") };
}

describe("sign-in throttling", () => {
  it("lets the owner sign in from another client after a stranger's wrong passwords", async () => {
    const account = await owner(behindProxy);
    for (let n = 0; n < 8; n += 1) {
      await signIn(behindProxy, { email: account.email, password: `guess ${n}` }, "203.0.113.66");
    }
    const ownerSignIn = await signIn(behindProxy, account, "198.51.100.7");
    expect(ownerSignIn.status).toBe(303);
  });

  it("asks a client hammering one account for a captcha after five failures, even with the right password", async () => {
    const account = await owner(behindProxy);
    const answers = [];
    for (let n = 0; n < 5; n += 1) {
      answers.push(
        await signIn(behindProxy, { email: account.email, password: `guess ${n}` }, "203.0.113.67"),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    expect(answers[4]?.text).toContain(WRONG);
    const refused = await signIn(behindProxy, account, "203.0.113.67");
    expect(refused.status).toBe(401);
    expect(refused.text).toContain(CAPTCHA_ASKED);
  });

  it("asks a client trying many accounts for a captcha after twenty failures, and no other client", async () => {
    const accounts = [];
    for (let n = 0; n < 21; n += 1) accounts.push(await owner(behindProxy));
    for (const account of accounts.slice(0, 20)) {
      await signIn(behindProxy, { email: account.email, password: "not it at all" }, "203.0.113.68");
    }
    const last = accounts[20] ?? accounts[0];
    if (!last) throw new Error("no account");
    const refused = await signIn(behindProxy, last, "203.0.113.68");
    expect(refused.text).toContain(CAPTCHA_ASKED);
    expect((await signIn(behindProxy, last, "198.51.100.8")).status).toBe(303);
  });

  it("reads X-Forwarded-For only from a trusted proxy: elsewhere the socket's address is the client", async () => {
    const account = await owner(direct);
    // A client that writes a new X-Forwarded-For each time is still one client to a store without trusted proxies.
    for (let n = 0; n < 5; n += 1) {
      await signIn(direct, { email: account.email, password: `guess ${n}` }, `203.0.113.${100 + n}`);
    }
    const refused = await signIn(direct, account, "198.51.100.9");
    expect(refused.status).toBe(401);
    expect(refused.text).toContain(CAPTCHA_ASKED);
  });
});

describe("HSTS behind a proxy", () => {
  it("is sent when a trusted proxy says the client came over HTTPS, and not when an untrusted client says so", async () => {
    const headers = { "x-forwarded-proto": "https" };
    const proxied = await fetch(`${behindProxy.origin}/healthz`, { headers });
    expect(proxied.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const claimed = await fetch(`${direct.origin}/healthz`, { headers });
    expect(claimed.headers.has("strict-transport-security")).toBe(false);
    const plain = await fetch(`${behindProxy.origin}/healthz`, { headers: { "x-forwarded-proto": "http" } });
    expect(plain.headers.has("strict-transport-security")).toBe(false);
  });
});
