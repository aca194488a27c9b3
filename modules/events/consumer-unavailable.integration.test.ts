import { describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../db/test-database.ts";
import { recordingLog } from "../../tests/support/recording-log.ts";
import { createEventConsumer } from "./index.server.ts";

/** Patient enough for a slow machine; the tests wait for states, never for times. */
const PATIENCE = { timeout: 30_000, interval: 50 };

describe("an outbox consumer when the database has gone away", () => {
  it("logs the failed drain and throws nothing, kicked or timed; a direct drain rejects", async () => {
    const database = await createTestDatabase();
    await database.close();
    const log = recordingLog();
    const options = { name: "mail", db: database.db, handle: async () => {}, log } as const;
    const runner = createEventConsumer(options);
    expect(() => runner.kick()).not.toThrow();
    await vi.waitFor(() => expect(log.lines).toHaveLength(1), PATIENCE);
    expect(log.lines[0]).toMatchObject({ level: "warn" });
    expect(log.lines[0]?.message).toMatch(/events \(mail\): the database is unavailable/);
    runner.start(10);
    await vi.waitFor(() => expect(log.lines.length).toBeGreaterThan(2), PATIENCE);
    await runner.stop();
    await expect(createEventConsumer(options).drainOnce()).rejects.toThrow();
  });
});
