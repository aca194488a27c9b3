import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { createLogger, type Logger } from "./logger.ts";

const email = "jane.doe@example.com";
const passwordHash =
  "$argon2id$v=19$m=19456,t=2,p=1$YWJjZGVmZ2hpamtsbW5vcA$0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1";
const sessionToken = "Vt3xQ9kLmP2sR7wY4zA1bC6dE8fG0hJ5nK_-uW3yZ1a";
const sessionId = "123-4567890-1234567";

let database: Database;
let lines: string[];
let logger: Logger;

/** The log as written: every line, parsed. */
function logged(): { text: string; entries: Record<string, unknown>[] } {
  return { text: lines.join(""), entries: lines.map((line) => JSON.parse(line)) };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the statement to fail");
}

beforeAll(async () => {
  database = await createTestDatabase();
  lines = [];
  logger = createLogger("info", { write: (line: string) => lines.push(line) });
});
afterAll(() => database.close());

describe("the logs", () => {
  it("say which insert failed without the email or password hash it carried", async () => {
    const insertCustomer = (address: string) =>
      database.db.execute(
        sql`insert into customers (email, name, first_name, password_hash) values (${address}, 'Jane Doe', 'Jane', ${passwordHash})`,
      );
    await insertCustomer(email);
    const error = await failure(() => insertCustomer(email.toUpperCase()));
    logger.child({ reqId: "req-1" }).error({ err: error }, "registration failed");

    const { text, entries } = logged();
    expect(text.toLowerCase()).not.toContain(email);
    expect(text).not.toContain("jane.doe");
    expect(text).not.toContain("argon2");
    expect(text).not.toContain("YWJjZGVmZ2hpamtsbW5vcA");
    const err = JSON.stringify(entries.at(-1)?.err);
    expect(err).toContain('"code":"23505"');
    expect(err).toContain("customers_email_idx");
    expect(err).toContain("insert into customers");
  });

  it("say which session insert failed without its token", async () => {
    const insertSession = () =>
      database.db.execute(
        sql`insert into sessions (session_id, token_hash) values (${sessionId}, ${sessionToken})`,
      );
    await insertSession();
    const error = await failure(insertSession);
    // An error logged on its own, as pino allows, is made safe as well.
    logger.error(error);

    const { text, entries } = logged();
    expect(text).not.toContain(sessionToken);
    const entry = entries.at(-1);
    expect(JSON.stringify(entry?.err)).toContain('"constraint":"sessions_pkey"');
    expect(entry?.msg).toContain("Failed query: insert into");
  });

  it("drop cookies, authorization, set-cookie and tokens, and mask emails", () => {
    logger.warn(
      {
        headers: {
          cookie: `session-token=${sessionToken}`,
          authorization: "Bearer opensesame",
          "set-cookie": [`at-main=${sessionToken}; HttpOnly`],
        },
        session: { id: sessionId, token: sessionToken },
        url: `http://localhost/reset-password?token=${sessionToken}&from=mail`,
        to: email,
      },
      "a request",
    );
    const { text, entries } = logged();
    expect(text).not.toContain(sessionToken);
    expect(text).not.toContain("opensesame");
    expect(text).not.toContain(email);
    const entry = entries.at(-1);
    expect(entry?.to).toBe("j***@example.com");
    expect(entry?.url).toBe("http://localhost/reset-password?token=[redacted]&from=mail");
    expect(entry?.session).toEqual({ id: sessionId, token: "[redacted]" });
  });
});
