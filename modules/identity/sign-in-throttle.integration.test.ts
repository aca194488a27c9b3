import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { authenticate, registerCustomer } from "./customers.server.ts";
import { MAX_FAILURES } from "./throttle.server.ts";

// Guesses sent all at once: each must be counted before its (slow) password check, so the limit
// holds however many arrive together. On PostgreSQL (DATABASE_URL) they run on parallel connections.
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
  function outcomes(attempts: { email: string; password: string; address: string }[]) {
    return Promise.all(
      attempts.map((attempt) =>
        authenticate(database.db, attempt).then(
          (customer) => customer.email,
          (error: { code?: string }) => error.code ?? "thrown",
        ),
      ),
    );
  }

  const count = (answers: string[], code: string) => answers.filter((answer) => answer === code).length;

  it("refuses all but five of thirty parallel wrong passwords from one client, and lets the owner in elsewhere", async () => {
    const account = await owner();
    const guesses = Array.from({ length: 30 }, (_, n) => ({
      email: account.email,
      password: `guess ${n}`,
      address: "203.0.113.10",
    }));
    const answers = await outcomes(guesses);
    expect(count(answers, "auth.invalid")).toBe(MAX_FAILURES.clientAccount);
    expect(count(answers, "auth.locked")).toBe(30 - MAX_FAILURES.clientAccount);
    // The refused client is refused even with the right password; the owner elsewhere is not.
    expect(await outcomes([{ ...account, address: "203.0.113.10" }])).toEqual(["auth.locked"]);
    expect(await outcomes([{ ...account, address: "198.51.100.10" }])).toEqual([account.email]);
  });

  it("refuses all but twenty of thirty parallel wrong passwords to many accounts from one address", async () => {
    const guesses = Array.from({ length: 30 }, (_, n) => ({
      email: `nobody${n}@example.com`,
      password: "not it at all",
      address: "203.0.113.11",
    }));
    const answers = await outcomes(guesses);
    expect(count(answers, "auth.invalid")).toBe(MAX_FAILURES.address);
    expect(count(answers, "auth.locked")).toBe(30 - MAX_FAILURES.address);
    const account = await owner();
    expect(await outcomes([{ ...account, address: "198.51.100.11" }])).toEqual([account.email]);
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
