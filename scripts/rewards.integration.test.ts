import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { BENEFIT_COPY } from "../modules/checkout/index.ts";
import { registerCustomer } from "../modules/identity/index.server.ts";
import { shippingBenefitOf } from "../modules/rewards/index.server.ts";
import { parseRewardsCommand, runRewardsCommand } from "./rewards-command.ts";

const run = promisify(execFile);

// The operators' rewards command: its own process refuses a bad line before opening any database
// (the wiring); its steps run in this process, on a test database.

describe("npm run rewards", () => {
  let database: Database;
  let customerId = 0;
  const command = (...argv: string[]) => runRewardsCommand(database.db, parseRewardsCommand(argv));

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ customerId } = await registerCustomer(database.db, {
      name: "Vera Vip",
      email: "Vera@Example.com",
      password: "a long enough password",
    }));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("shows, sets and removes a customer's shipping benefit, found by email (stored in lower case)", async () => {
    expect(await command("benefit", "vera@example.com")).toBe(
      `vera@example.com: plain (checkout says: '${BENEFIT_COPY.everyone}')`,
    );
    expect(await command("benefit", "vera@example.com", "rewards-gold")).toBe(
      `vera@example.com: rewards-gold (checkout says: '${BENEFIT_COPY.vip}')`,
    );
    expect(await shippingBenefitOf(database.db, customerId)).toBe("rewards-gold");
    await command("benefit", "vera@example.com", "plain");
    expect(await shippingBenefitOf(database.db, customerId)).toBe("plain");
    await expect(command("benefit", "nobody@example.com", "rewards-gold")).rejects.toThrow(
      "no customer with the email nobody@example.com",
    );
  });

  it("refuses a bad line in its own process, with the usage and exit code 1", async () => {
    const refused = await run(
      "node",
      ["--import", "tsx", "scripts/rewards.ts", "benefit", "vera@example.com", "gold"],
      {
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: "memory://" },
      },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain("unknown reason 'gold'");
    expect(refused?.stderr).toContain("usage: npm run rewards -- benefit <email> [<reason>]");
  });
});
