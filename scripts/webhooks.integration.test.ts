import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { drainUntilIdle } from "../modules/events/index.server.ts";
import { recordTestEvent, testClock, webhooksProcess } from "../modules/webhooks/test-webhooks.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";
import { recordingLog } from "../tests/support/recording-log.ts";
import {
  startWebhookReceiver,
  verifyWebhook,
  type WebhookReceiver,
} from "../tests/support/webhook-receiver.ts";
import { parseWebhooksCommand, runWebhooksCommand } from "./webhooks-command.ts";

const run = promisify(execFile);

// The operators' webhooks command against an embedded database on disk, as an operator runs it with
// the store stopped: its own processes add an endpoint and refuse bad lines (the wiring). Then its
// steps run in this process on the same database, with the store's webhooks sending to a receiver
// on loopback: the listing, the delivery log, a redelivery, enabling and removing. The arguments'
// refusals are in webhooks-command.test.ts.

const ORDER = "700-0000000-0000001";

/** The command in a process of its own on `dataDir`: its exit code and what it printed. */
async function webhooksCli(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  try {
    const { stdout } = await run("node", ["--import", "tsx", "scripts/webhooks.ts", ...args], { env });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

describe("npm run webhooks", () => {
  let dataDir = "";
  let receiver: WebhookReceiver;
  let secret = "";

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "webhooks-cli-"));
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("runs as its own process: adds an endpoint and prints its secret, and refuses bad lines with exit code 2", async () => {
    // Side by side: the refused ones never open the database that the adding opens.
    const [added, badUrl, badEvent] = await Promise.all([
      webhooksCli(dataDir, "add", receiver.url, "--events", "order.placed,refund.issued"),
      webhooksCli(dataDir, "add", "ftp://example.com/hooks", "--events", "order.placed"),
      webhooksCli(dataDir, "add", receiver.url, "--events", "order.shipped"),
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toContain(`Endpoint 1 added: ${receiver.url} hears of order.placed, refund.issued`);
    secret = added.out.match(/whsec_[A-Za-z0-9+/]{43}=/)?.[0] ?? "";
    expect(secret).not.toBe("");
    expect(badUrl).toMatchObject({
      code: 2,
      out: expect.stringContaining("the URL must start with http://"),
    });
    expect(badUrl.out).toContain("usage: npm run webhooks");
    expect(badEvent).toMatchObject({
      code: 2,
      out: expect.stringContaining("unknown event type(s): order.shipped"),
    });
  }, 120_000);

  describe("in process, on the same database", () => {
    let database: Database;
    let clock = testClock();
    const webhooks = (...args: string[]) =>
      runWebhooksCommand(database.db, parseWebhooksCommand(args), clock.now());
    const deliver = () => drainUntilIdle(webhooksProcess(database.db, clock, recordingLog()));

    beforeAll(async () => {
      database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
      clock = testClock();
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });

    it("lists the endpoint without its secret, and logs each delivery with its answer", async () => {
      const listed = await webhooks("list");
      expect(listed).toMatch(
        new RegExp(`^1  enabled   ${receiver.url}  order.placed,refund.issued  added \\S+Z$`),
      );
      expect(listed).not.toContain("whsec_");
      expect(await webhooks("deliveries")).toBe("No deliveries.");

      receiver.answer = () => ({ status: 500, body: "not now" });
      const key = await recordTestEvent(database.db, ORDER, "order.placed", { orderId: ORDER });
      await deliver();
      expect(await webhooks("deliveries", "1")).toMatch(
        new RegExp(
          `^1  endpoint 1  ${key}  order.placed  pending  1 try  queued \\S+Z  next try \\S+Z  500 HTTP 500: not now$`,
        ),
      );
      receiver.answer = () => ({ status: 200 });
      clock.advance(60_000);
      await deliver();
      expect(await webhooks("deliveries", "--limit", "1")).toMatch(
        new RegExp(
          `^1  endpoint 1  ${key}  order.placed  delivered  2 tries  queued \\S+Z  delivered \\S+Z  200$`,
        ),
      );
      const last = receiver.received.at(-1);
      expect(last && verifyWebhook(secret, last, clock.seconds())).toBe(true);
    });

    it("redelivers a delivered event with the same webhook-id, and refuses what it cannot do", async () => {
      expect(await webhooks("redeliver", "1")).toBe(
        "Delivery 1 queued again: the store sends it within seconds (or once it starts).",
      );
      await expect(webhooks("redeliver", "1")).rejects.toThrow(/^delivery 1 is queued already \(next try /);
      await expect(webhooks("redeliver", "99")).rejects.toThrow("no webhook delivery 99");
      const before = receiver.received.length;
      await deliver();
      expect(receiver.received.slice(before).map((webhook) => webhook.id)).toEqual([
        receiver.received[0]?.id,
      ]);
      expect(await webhooks("deliveries")).toMatch(
        /^1 {2}endpoint 1 {2}\S+ {2}order.placed {2}delivered {2}1 try {2}/,
      );
    });

    it("enables and removes endpoints, the delivery log going with its endpoint", async () => {
      await expect(webhooks("enable", "7")).rejects.toThrow("no webhook endpoint 7");
      expect(await webhooks("enable", "1")).toBe(
        "Endpoint 1 enabled: it hears of events recorded from now on (redeliver what failed).",
      );
      expect(await webhooks("remove", "1")).toBe("Endpoint 1 removed, with 1 logged deliveries.");
      await expect(webhooks("remove", "1")).rejects.toThrow("no webhook endpoint 1");
      expect(await webhooks("list")).toBe("No endpoints.");
      expect(await webhooks("deliveries")).toBe("No deliveries.");
    });
  });
});
