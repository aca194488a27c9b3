import type { Db } from "../../modules/core/index.ts";
import { createMailDispatcher, type MailDispatcher } from "../../modules/mail/index.server.ts";
import { testMail } from "./test-services.ts";

/**
 * A mail dispatcher that leaves what the store queues in its outbox until the test drains it. The
 * store kicks its dispatcher after each commit, and a delivered message's body is emptied (its links
 * open accounts): a test that reads the outbox would race the delivery (on a PostgreSQL server the
 * delivery often wins). Everything else is the store's own dispatcher.
 */
export function heldMailDispatcher(db: Db): MailDispatcher {
  const { mailer, logger } = testMail();
  const dispatcher = createMailDispatcher({ db, mailer, log: logger });
  return {
    kick() {},
    drainOnce: () => dispatcher.drainOnce(),
    start: (intervalMs) => dispatcher.start(intervalMs),
    stop: () => dispatcher.stop(),
    releaseClaims: () => dispatcher.releaseClaims(),
  };
}
