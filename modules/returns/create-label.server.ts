import { and, asc, eq, ne } from "drizzle-orm";
import { AppError } from "../core/index.ts";
import { queueMail } from "../mail/index.server.ts";
import { linesById, mailStoreOf } from "../orders/index.server.ts";
import { RETURN_ANSWERS } from "./answers.ts";
import { returnLabelReadyMail } from "./return-mails.ts";
import { returnContracts, returns } from "./schema.server.ts";
import type { ReturnServices } from "./submit.server.ts";

/** The words of /create-label (ours: the spec names the page only). */
export const LABEL_ANSWERS = {
  printed:
    "This return's label can no longer be changed: it is already one you print, or the return is on its way.",
} as const;

/**
 * /create-label: a return whose label was to be posted (MAIL) gets one the customer prints now
 * (PRINT), same carrier and tracking number, and a mail with the label's link. One transaction
 * holding the return's row `for update` (the customer's own, else not found, 404); only while the
 * return still waits for its drop-off and its label is MAIL, else 409 return.label.printed. Only
 * this row changes, so taking it alone cannot deadlock with the writers that lock orders first.
 */
export async function printLabelInstead(
  services: ReturnServices,
  customerId: number,
  rmaNumber: string,
  now: Date,
): Promise<{ rmaNumber: string; labelType: "PRINT" }> {
  await services.db.transaction(async (tx) => {
    const [ret] = await tx
      .select()
      .from(returns)
      .where(and(eq(returns.rmaNumber, rmaNumber), eq(returns.customerId, customerId)))
      .for("update");
    if (!ret) throw new AppError("not_found", "return.not.found", RETURN_ANSWERS.returnNotFound);
    if (ret.status !== "DROPOFF_PENDING" || ret.labelType !== "MAIL") {
      throw new AppError("conflict", "return.label.printed", LABEL_ANSWERS.printed);
    }
    await tx
      .update(returns)
      .set({ labelType: "PRINT", updatedAt: now })
      .where(eq(returns.rmaNumber, rmaNumber));
    const contracts = await tx
      .select({ itemUniqueId: returnContracts.itemUniqueId })
      .from(returnContracts)
      .where(and(eq(returnContracts.rmaNumber, rmaNumber), ne(returnContracts.state, "cancelled")))
      .orderBy(asc(returnContracts.contractId));
    const ids = contracts.map((c) => c.itemUniqueId);
    const lines = await linesById(tx, ids);
    const items = ids.flatMap((id) => lines.get(id) ?? []);
    const store = mailStoreOf(services.marketplaces, ret.marketplace);
    const mail = returnLabelReadyMail({
      store,
      rmaNumber,
      items,
      carrier: ret.carrier,
      trackingNumber: ret.trackingNumber,
    });
    await queueMail(tx, { to: ret.email, fromName: store.name, ...mail });
  });
  services.mailDispatcher?.kick();
  return { rmaNumber, labelType: "PRINT" };
}
