import { describe, expect, it } from "vitest";
import { OrdersUsageError, parseOrdersCommand, USAGE } from "./orders-command.ts";

const ORDER = "123-1234567-1234567";
const RMA = "RMA-0000000001";

/** What a command line was refused with; fails when it was read. */
function refusalOf(argv: string[]): OrdersUsageError {
  try {
    parseOrdersCommand(argv);
  } catch (error) {
    if (error instanceof OrdersUsageError) return error;
    throw error;
  }
  throw new Error(`expected '${argv.join(" ")}' to be refused`);
}

describe("the orders command's arguments", () => {
  it("reads each command with what it acts on", () => {
    expect(parseOrdersCommand(["list"])).toEqual({ command: "list", limit: 20 });
    expect(parseOrdersCommand(["list", "--status", "SUBMITTED", "--limit", "5"])).toEqual({
      command: "list",
      limit: 5,
      status: "SUBMITTED",
    });
    expect(parseOrdersCommand(["returns", "--limit", "1000"])).toEqual({ command: "returns", limit: 1000 });
    expect(parseOrdersCommand(["process", ORDER])).toEqual({ command: "process", orderId: ORDER });
    expect(parseOrdersCommand(["out-for-delivery", "12345"])).toEqual({
      command: "out-for-delivery",
      orderId: "12345",
    });
    expect(parseOrdersCommand(["deliver", ORDER])).toEqual({ command: "deliver", orderId: ORDER });
    expect(parseOrdersCommand(["history", ORDER])).toEqual({ command: "history", orderId: ORDER });
    expect(parseOrdersCommand(["mistake", ORDER, "item-1"])).toEqual({
      command: "mistake",
      orderId: ORDER,
      itemUniqueId: "item-1",
    });
    expect(parseOrdersCommand(["return-scan", RMA])).toEqual({
      command: "return-step",
      rmaNumber: RMA,
      step: "scan",
    });
    expect(parseOrdersCommand(["return-receive", RMA])).toMatchObject({ step: "receive" });
    expect(parseOrdersCommand(["return-refund", RMA])).toMatchObject({ step: "refund" });
  });

  it("ships with the carrier and tracking number given, or none (the demo carrier's)", () => {
    expect(parseOrdersCommand(["ship", ORDER, "--carrier", "UPS", "--tracking", "1Z 999.AA-1"])).toEqual({
      command: "ship",
      orderId: ORDER,
      parcel: { carrier: "UPS", trackingNumber: "1Z 999.AA-1" },
    });
    expect(parseOrdersCommand(["ship", ORDER])).toEqual({ command: "ship", orderId: ORDER, parcel: null });
  });

  it("cancels the items named, for no reason unless one is given", () => {
    expect(parseOrdersCommand(["cancel", ORDER, "a", "b"])).toEqual({
      command: "cancel",
      orderId: ORDER,
      itemUniqueIds: ["a", "b"],
      reason: "no-reason",
    });
    expect(parseOrdersCommand(["cancel", ORDER, "a", "--reason", "too-late"])).toMatchObject({
      reason: "too-late",
    });
  });

  it.each([
    [[], "a command is needed"],
    [["frobnicate"], "unknown command 'frobnicate'"],
    [["list", "--limit", "0"], "--limit must be a whole number from 1 to 1000"],
    [["list", "--limit", "1001"], "--limit must be a whole number from 1 to 1000"],
    [["returns", "--limit", "2.5"], "--limit must be a whole number from 1 to 1000"],
    [["list", "--status", "LOST"], "unknown status 'LOST'"],
    [["ship", ORDER, "--carrier", "UPS"], "give --carrier and --tracking together"],
    [["ship", ORDER, "--tracking", "1Z"], "give --carrier and --tracking together"],
    [
      ["ship", ORDER, "--carrier", "UPS", "--tracking", "1Z;rm"],
      "--carrier and --tracking: 1 to 40 letters, digits, spaces, . _ -",
    ],
    [
      ["ship", ORDER, "--carrier", "U".repeat(41), "--tracking", "1Z"],
      "--carrier and --tracking: 1 to 40 letters, digits, spaces, . _ -",
    ],
    [
      ["cancel", ORDER, "a", "--reason", "bored"],
      "--reason is one of no-reason, no-longer-want, too-late, duplicate-order, wrong-item",
    ],
    [["return-receive", "RMA-12"], "an RMA number is RMA- and ten digits"],
    [["return-scan"], "an RMA number is RMA- and ten digits"],
    [["ship", "not-an-order"], "an order number is ddd-ddddddd-ddddddd, or digits only"],
    [["deliver"], "an order number is ddd-ddddddd-ddddddd, or digits only"],
    [["mistake", ORDER], "the item's itemUniqueId is needed"],
    [["cancel", ORDER], "name the items to cancel by their itemUniqueId"],
  ])("refuses %j with the usage: %s", (argv, message) => {
    expect(refusalOf(argv)).toMatchObject({ message: `${message}\n${USAGE}`, exitCode: 1 });
  });

  it("refuses an unknown or incomplete option as node's parseArgs words it, with the usage and exit code 2", () => {
    expect(refusalOf(["list", "--frobnicate"])).toMatchObject({
      message: expect.stringMatching(/^Unknown option '--frobnicate'.*\nusage: npm run orders/s),
      exitCode: 2,
    });
    expect(refusalOf(["list", "--limit"])).toMatchObject({
      message: `Option '--limit <value>' argument missing\n${USAGE}`,
      exitCode: 2,
    });
  });

  it("checks the options before what the command acts on", () => {
    expect(refusalOf(["ship", "not-an-order", "--carrier", "UPS"]).message).toMatch(
      /^give --carrier and --tracking together\n/,
    );
  });
});
