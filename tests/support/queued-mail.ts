import { and, asc, count, desc, eq, inArray, like } from "drizzle-orm";
import type { Db } from "../../modules/core/index.ts";
import { mailOutbox } from "../../modules/mail/schema.server.ts";

// The mail the store queued in its outbox (sent or not: a sent one keeps no body), as tests read it.

/** The mail queued for an address, oldest first; only subjects starting `subjectStart` when given. */
export function mailsTo(db: Db, to: string, subjectStart = "") {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), like(mailOutbox.subject, `${subjectStart}%`)))
    .orderBy(asc(mailOutbox.mailId));
}

/** As mailsTo, newest first. */
export function newestMailsTo(db: Db, to: string, subjectStart = "") {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), like(mailOutbox.subject, `${subjectStart}%`)))
    .orderBy(desc(mailOutbox.mailId));
}

/** How many mails were queued for these addresses between them. */
export async function mailCountTo(db: Db, recipients: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.recipient, [...recipients]));
  return row?.count ?? 0;
}

/** The mail queued whose subject mentions this text (an order or return number), to anyone. */
export function mailsAbout(db: Db, text: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${text}%`))
    .orderBy(asc(mailOutbox.mailId));
}
