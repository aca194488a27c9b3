import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { retailStockIds } from "../../tests/support/order-shopper.ts";
import { deliveredTestOrder } from "../../tests/support/placed-order.ts";
import { mailsTo } from "../../tests/support/queued-mail.ts";
import { refusalOf } from "../../tests/support/refusal-of.ts";
import { testServices } from "../../tests/support/test-services.ts";
import {
  cancelReturnItems,
  getReturnView,
  LABEL_ANSWERS,
  printLabelInstead,
  returnableItems,
  returnStep,
  submitReturn,
} from "./index.server.ts";
import type { LabelType } from "./index.ts";

/** Tuesday 10 March 2026, 10 am in New York. */
const NOW = new Date("2026-03-10T14:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe("a posted label switched to one printed at home (printLabelInstead)", () => {
  let database: Database;
  let services: ReturnType<typeof testServices>;
  let retail: number[] = [];

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 30 });
    services = testServices(database.db, { now: () => NOW });
    retail = await retailStockIds(database.db, 30);
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  /** A customer's delivered item returned with the label type given. */
  async function returned(labelType: LabelType) {
    const buyer = await checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
    const stockId = retail.shift();
    if (stockId === undefined) throw new Error("the test catalogue ran out of retail items");
    await deliveredTestOrder(services, buyer, [stockId], NOW);
    const [item] = await returnableItems(database.db, buyer.customerId, null, later(10));
    if (!item) throw new Error("a returnable item expected");
    const created = await submitReturn(
      services,
      buyer.customerId,
      { items: [{ itemUniqueId: item.itemUniqueId, reason: "too-small" }], labelType },
      later(10),
    );
    return { buyer, rmaNumber: created.rmaNumber };
  }

  const refusal = refusalOf;

  it("makes a MAIL return printable, keeps its carrier and tracking number, and mails the label's link", async () => {
    const { buyer, rmaNumber } = await returned("MAIL");
    const before = await getReturnView(database.db, services.marketplaces, buyer.customerId, rmaNumber);
    expect(before).toMatchObject({ labelType: "MAIL", printable: false });

    expect(await printLabelInstead(services, buyer.customerId, rmaNumber, later(20))).toEqual({
      rmaNumber,
      labelType: "PRINT",
    });
    const after = await getReturnView(database.db, services.marketplaces, buyer.customerId, rmaNumber);
    expect(after).toMatchObject({
      labelType: "PRINT",
      printable: true,
      carrier: before.carrier,
      trackingNumber: before.trackingNumber,
      trackingStatus: "DROPOFF_PENDING",
    });
    const mails = await mailsTo(database.db, buyer.email);
    const ready = mails.find((mail) => mail.subject === `Your return label is ready to print (${rmaNumber})`);
    expect(ready?.body).toContain(`/returnLabel?rmaNumber=${rmaNumber}`);
    expect(ready?.body).toContain(before.trackingNumber);

    // Switched once: a second ask is refused, and changes nothing.
    expect(await refusal(printLabelInstead(services, buyer.customerId, rmaNumber, later(21)))).toMatchObject({
      kind: "conflict",
      code: "return.label.printed",
      message: LABEL_ANSWERS.printed,
    });
  });

  it("refuses a label printed already, a cancelled return and one the carrier has", async () => {
    const printed = await returned("PRINT");
    expect(
      await refusal(printLabelInstead(services, printed.buyer.customerId, printed.rmaNumber, later(20))),
    ).toMatchObject({ code: "return.label.printed" });

    const cancelled = await returned("MAIL");
    await cancelReturnItems(
      services,
      cancelled.buyer.customerId,
      { rmaNumber: cancelled.rmaNumber },
      later(15),
    );
    expect(
      await refusal(printLabelInstead(services, cancelled.buyer.customerId, cancelled.rmaNumber, later(20))),
    ).toMatchObject({ code: "return.label.printed" });

    const scanned = await returned("MAIL");
    await returnStep(services, scanned.rmaNumber, "scan", later(15));
    expect(
      await refusal(printLabelInstead(services, scanned.buyer.customerId, scanned.rmaNumber, later(20))),
    ).toMatchObject({ code: "return.label.printed" });
    const view = await getReturnView(
      database.db,
      services.marketplaces,
      scanned.buyer.customerId,
      scanned.rmaNumber,
    );
    expect(view.labelType).toBe("MAIL");
  });

  it("never touches another customer's return: not found", async () => {
    const { buyer, rmaNumber } = await returned("MAIL");
    const other = await checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
    expect(await refusal(printLabelInstead(services, other.customerId, rmaNumber, later(20)))).toMatchObject({
      kind: "not_found",
      code: "return.not.found",
    });
    const view = await getReturnView(database.db, services.marketplaces, buyer.customerId, rmaNumber);
    expect(view.labelType).toBe("MAIL");
  });

  it("lets one of two concurrent asks switch the label; the other is refused", async () => {
    const { buyer, rmaNumber } = await returned("MAIL");
    const outcomes = await Promise.allSettled([
      printLabelInstead(services, buyer.customerId, rmaNumber, later(20)),
      printLabelInstead(services, buyer.customerId, rmaNumber, later(20)),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const mails = await mailsTo(database.db, buyer.email);
    expect(mails.filter((mail) => mail.subject.startsWith("Your return label is ready"))).toHaveLength(1);
  });
});
