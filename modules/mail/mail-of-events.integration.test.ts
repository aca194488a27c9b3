import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import type { ConsumedEvent } from "../events/index.server.ts";
import {
  createMailDispatcher,
  createMailer,
  type Mailer,
  mailEventHandler,
  queueMail,
} from "./index.server.ts";
import { mailOutbox } from "./schema.server.ts";

const eqKey = (key: string) => eq(mailOutbox.eventKey, key);
const silent = { info() {}, warn() {}, error() {} };
const store = [{ subsiteId: "1", name: "Fleetfoot", baseUrl: "http://localhost:3000" }];
const event = (eventKey: string, stream: string): ConsumedEvent => ({
  eventId: 1,
  eventKey,
  type: "order.placed",
  stream,
  payload: {},
  occurredAt: new Date(),
});

describe("mail of events (issue 29): once per event, in order per order, soon after a crash", () => {
  let database: Database;
  let inbox: SmtpInbox;
  const smtp = () =>
    createMailer({ smtpUrl: inbox.url, from: "no-reply@fleetfoot.example", outboxDir: "unused" }, silent);
  const received = (to: string) => inbox.received.filter((mail) => mail.to.includes(to));

  beforeAll(async () => {
    database = await createTestDatabase();
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
    await database?.close();
  });

  it("queues one mail per event however often the event is handled, with a Message-ID of the event", async () => {
    const handle = mailEventHandler(
      [async (_tx, e) => [{ to: "once@example.com", subject: `About ${e.stream}`, text: "Hello" }]],
      { marketplaces: store, now: () => new Date() },
    );
    const told = event("evt_once0000000000000000001", "111-1111111-1111111");
    for (let time = 0; time < 3; time++) await database.db.transaction((tx) => handle(tx, told));
    const dispatcher = createMailDispatcher({ db: database.db, mailer: smtp(), log: silent });
    expect(await dispatcher.drainOnce()).toBe(1);
    const [mail] = received("once@example.com");
    expect(received("once@example.com")).toHaveLength(1);
    expect(mailText(mail?.raw ?? "")).toMatch(
      /^Message-ID: <evt_once0000000000000000001\.mail@fleetfoot\.example>$/im,
    );
  });

  it("sends an order's mail in order: a later one waits while an earlier one is retried", async () => {
    const stream = "222-2222222-2222222";
    const sent: string[] = [];
    let failFirst = true;
    const flaky: Mailer = {
      destination: "test",
      async send(message) {
        if (failFirst && message.subject === "first") {
          failFirst = false;
          throw new Error("the SMTP server is away");
        }
        sent.push(message.subject);
      },
    };
    let clock = new Date("2026-03-10T14:00:00Z");
    const dispatcher = createMailDispatcher({
      db: database.db,
      mailer: flaky,
      log: silent,
      now: () => clock,
    });
    await database.db.transaction(async (tx) => {
      await queueMail(
        tx,
        { to: "order@example.com", subject: "first", text: "." },
        { eventKey: "evt_a", stream },
      );
      await queueMail(
        tx,
        { to: "order@example.com", subject: "second", text: "." },
        { eventKey: "evt_b", stream },
      );
      await queueMail(
        tx,
        { to: "other@example.com", subject: "another order's", text: "." },
        { eventKey: "evt_c", stream: "333-3333333-3333333" },
      );
    });
    clock = new Date(Date.now() + 1000);
    await dispatcher.drainOnce();
    // The first failed and waits for its retry; the second waits behind it; the other order's went.
    expect(sent).toEqual(["another order's"]);
    clock = new Date(clock.getTime() + 10 * 60_000);
    await dispatcher.drainOnce();
    await dispatcher.drainOnce();
    expect(sent).toEqual(["another order's", "first", "second"]);
  });

  it("takes back at once the claims a crashed process left, so their mail goes within seconds", async () => {
    const crashed = createMailDispatcher({
      db: database.db,
      log: silent,
      // The process dies mid-send: its claim stays taken, with its lease ahead.
      mailer: { destination: "test", send: () => new Promise<void>(() => undefined) },
    });
    await database.db.transaction((tx) =>
      queueMail(
        tx,
        { to: "claimed@example.com", subject: "claimed", text: "." },
        { eventKey: "evt_claimed", stream: "444-4444444-4444444" },
      ),
    );
    void crashed.drainOnce();
    const restarted = createMailDispatcher({ db: database.db, mailer: smtp(), log: silent });
    // Until the claim is taken back, the restarted process may not send it...
    for (;;) {
      const [row] = await database.db.select().from(mailOutbox).where(eqKey("evt_claimed"));
      if (row?.claimedAt) break;
    }
    expect(await restarted.drainOnce()).toBe(0);
    // ...the embedded store's only process takes it back at start, and it leaves.
    expect(await restarted.releaseClaims()).toBe(1);
    expect(await restarted.drainOnce()).toBe(1);
    expect(received("claimed@example.com")).toHaveLength(1);
  });
});
