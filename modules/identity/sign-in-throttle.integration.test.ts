import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { solvedCaptcha } from "../../tests/support/captcha.ts";
import { authenticate, registerCustomer } from "./customers.server.ts";
import { CAPTCHA_REQUIRED_CODE } from "./sign-in-guard.server.ts";
import { MAX_FAILURES } from "./throttle.server.ts";

const SECRET = "sign-in throttle test secret";
const CAPTCHA = CAPTCHA_REQUIRED_CODE;

// Guesses sent all at once: each must be counted before its (slow) password check, so the limit
// holds however many arrive together. On PostgreSQL (DATABASE_URL) they run on parallel connections.
// Past a limit a sign-in needs a captcha, never a wait: nobody is locked out (decision 122).
describe("sign-in throttling under parallel guesses", () => {
  let database: Database;
  let counter = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  async function owner() {
    counter += 1;
    const email = `parallel${counter}@example.com`;
    const password = "the owner's passphrase";
    await registerCustomer(database.db, { name: "Olive Owner", email, password });
    return { email, password };
  }

  /** What each sign-in answered: the customer's email, or the refusal's code. */
  function outcomes(attempts: { email: string; password: string; address: string; answer?: string }[]) {
    return Promise.all(
      attempts.map(({ answer, ...attempt }) =>
        authenticate(database.db, {
          ...attempt,
          captcha: { answer, secret: async () => SECRET, now: new Date() },
        }).then(
          (customer) => customer.email,
          (error: { code?: string }) => error.code ?? "thrown",
        ),
      ),
    );
  }

  const count = (answers: string[], code: string) => answers.filter((answer) => answer === code).length;

  it("asks for a captcha after five parallel wrong passwords from one client; solved, the owner signs in there", async () => {
    const account = await owner();
    const address = "203.0.113.10";
    // Eight: under the account's own limit, so only this client is asked.
    const guesses = Array.from({ length: 8 }, (_, n) => ({
      email: account.email,
      password: `guess ${n}`,
      address,
    }));
    const answers = await outcomes(guesses);
    expect(count(answers, "auth.invalid")).toBe(MAX_FAILURES.clientAccount);
    expect(count(answers, CAPTCHA)).toBe(8 - MAX_FAILURES.clientAccount);
    // The right password from that client needs the captcha too, and passes with it; elsewhere not.
    expect(await outcomes([{ ...account, address }])).toEqual([CAPTCHA]);
    expect(await outcomes([{ ...account, address, answer: await solvedCaptcha(SECRET) }])).toEqual([
      account.email,
    ]);
    expect(await outcomes([{ ...account, address: "198.51.100.10" }])).toEqual([account.email]);
  });

  it("asks every address for a captcha once one account had ten wrong passwords from thirty addresses", async () => {
    const account = await owner();
    const guesses = Array.from({ length: 60 }, (_, n) => ({
      email: account.email,
      password: `guess ${n}`,
      address: `192.0.2.${n % 30}`,
    }));
    const answers = await outcomes(guesses);
    expect(count(answers, "auth.invalid")).toBe(MAX_FAILURES.account);
    expect(count(answers, CAPTCHA)).toBe(60 - MAX_FAILURES.account);
    // The owner, from an address never seen: asked for the captcha, and in with it.
    const home = "198.51.100.20";
    expect(await outcomes([{ ...account, address: home }])).toEqual([CAPTCHA]);
    expect(await outcomes([{ ...account, address: home, answer: await solvedCaptcha(SECRET) }])).toEqual([
      account.email,
    ]);
  });

  it("asks one address for a captcha after twenty wrong passwords to many accounts, and locks nobody there out", async () => {
    const address = "203.0.113.11";
    const guesses = Array.from({ length: 30 }, (_, n) => ({
      email: `nobody${n}@example.com`,
      password: "not it at all",
      address,
    }));
    const answers = await outcomes(guesses);
    expect(count(answers, "auth.invalid")).toBe(MAX_FAILURES.address);
    expect(count(answers, CAPTCHA)).toBe(30 - MAX_FAILURES.address);
    // A colleague behind the same router signs in with the captcha; from elsewhere, without.
    const colleague = await owner();
    expect(await outcomes([{ ...colleague, address }])).toEqual([CAPTCHA]);
    expect(await outcomes([{ ...colleague, address, answer: await solvedCaptcha(SECRET) }])).toEqual([
      colleague.email,
    ]);
    const other = await owner();
    expect(await outcomes([{ ...other, address: "198.51.100.11" }])).toEqual([other.email]);
  });

  it("takes a captcha answer once, and refuses a forged one", async () => {
    const account = await owner();
    const address = "203.0.113.14";
    const wrong = Array.from({ length: MAX_FAILURES.clientAccount }, () => ({
      ...account,
      password: "no",
      address,
    }));
    await outcomes(wrong);
    const answer = await solvedCaptcha(SECRET);
    expect(await outcomes([{ ...account, password: "still no", address, answer }])).toEqual(["auth.invalid"]);
    expect(await outcomes([{ ...account, address, answer }])).toEqual([CAPTCHA]);
    const forged = await solvedCaptcha("another store's secret");
    expect(await outcomes([{ ...account, address, answer: forged }])).toEqual([CAPTCHA]);
  });

  it("does not count successful sign-ins against an address (many customers behind one office router)", async () => {
    const accounts = [];
    for (let n = 0; n < MAX_FAILURES.address + 5; n += 1) accounts.push(await owner());
    // One after the other, as customers arrive (more than twenty at the very same moment would be refused).
    const answers = [];
    for (const account of accounts)
      answers.push(...(await outcomes([{ ...account, address: "203.0.113.12" }])));
    expect(answers).toEqual(accounts.map((account) => account.email));
  });

  it("lets a client that found its password start afresh on that account", async () => {
    const account = await owner();
    const address = "203.0.113.13";
    const wrong = Array.from({ length: MAX_FAILURES.clientAccount - 1 }, () => ({
      email: account.email,
      password: "forgot it",
      address,
    }));
    for (let round = 0; round < 2; round += 1) {
      expect(count(await outcomes(wrong), "auth.invalid")).toBe(wrong.length);
      expect(await outcomes([{ ...account, address }])).toEqual([account.email]);
    }
  });
});
