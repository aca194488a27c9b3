import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { createMailer } from "../mail/index.server.ts";
import { PASSWORD_RESET_MESSAGES, requestPasswordReset } from "./password-reset.server.ts";
import { MAX_FAILURES } from "./throttle.server.ts";

describe("password reset requests per client address", () => {
  let database: Database;
  let outbox: string;
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    database = await createTestDatabase();
    outbox = await mkdtemp(join(tmpdir(), "reset-throttle-"));
  });
  afterAll(async () => {
    await database?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  const ask = (address: string, n: number) =>
    requestPasswordReset(
      database.db,
      createMailer({ from: "no-reply@localhost", outboxDir: outbox }, log),
      {
        email: `someone${n}@example.com`,
        storeName: "Fleetfoot",
        resetUrl: (t) => `/reset-password?token=${t}`,
        address,
      },
      log,
    );

  it("answers as usual up to the limit, then refuses that address (and only that one) for a while", async () => {
    for (let n = 0; n < MAX_FAILURES.reset; n += 1) await ask("203.0.113.7", n);
    await expect(ask("203.0.113.7", 99)).rejects.toMatchObject({
      code: "reset.locked",
      message: PASSWORD_RESET_MESSAGES.tooMany,
    });
    await expect(ask("198.51.100.4", 1)).resolves.toBeUndefined();
  });
});
