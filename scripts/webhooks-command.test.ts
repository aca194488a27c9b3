import { describe, expect, it } from "vitest";
import { parseWebhooksCommand, USAGE, WebhooksUsageError } from "./webhooks-command.ts";

/** What a command line was refused with; fails when it was read. */
function refusalOf(argv: string[]): WebhooksUsageError {
  try {
    parseWebhooksCommand(argv);
  } catch (error) {
    if (error instanceof WebhooksUsageError) return error;
    throw error;
  }
  throw new Error(`expected '${argv.join(" ")}' to be refused`);
}

describe("the webhooks command's arguments", () => {
  it("reads each command with what it acts on", () => {
    expect(
      parseWebhooksCommand([
        "add",
        "https://hooks.example.com/in",
        "--events",
        "order.placed, refund.issued",
      ]),
    ).toEqual({
      command: "add",
      url: "https://hooks.example.com/in",
      eventTypes: ["order.placed", "refund.issued"],
    });
    expect(
      parseWebhooksCommand(["add", "http://127.0.0.1:9000", "--events=order.placed,order.placed"]),
    ).toEqual({
      command: "add",
      url: "http://127.0.0.1:9000/",
      eventTypes: ["order.placed"],
    });
    expect(parseWebhooksCommand(["list"])).toEqual({ command: "list" });
    expect(parseWebhooksCommand(["remove", "3"])).toEqual({ command: "remove", endpointId: 3 });
    expect(parseWebhooksCommand(["enable", "2147483647"])).toEqual({
      command: "enable",
      endpointId: 2147483647,
    });
    expect(parseWebhooksCommand(["deliveries"])).toEqual({ command: "deliveries", limit: 20 });
    expect(parseWebhooksCommand(["deliveries", "3", "--limit", "1000"])).toEqual({
      command: "deliveries",
      limit: 1000,
      endpointId: 3,
    });
    expect(parseWebhooksCommand(["redeliver", "9007199254740991"])).toEqual({
      command: "redeliver",
      deliveryId: Number.MAX_SAFE_INTEGER,
    });
  });

  it.each([
    [[], "a command is needed"],
    [["frobnicate"], "unknown command 'frobnicate'"],
    [["add"], "the endpoint's URL is needed"],
    [["add", "https://example.com"], "--events is needed, like --events order.placed,refund.issued"],
    [["add", "https://example.com", "--events", ""], "--events is a comma-separated list of event types"],
    [
      ["add", "https://example.com", "--events", "order.placed,"],
      "--events is a comma-separated list of event types",
    ],
    [
      ["add", "https://example.com", "--events", "order.placed,order.lost"],
      "unknown event type(s): order.lost",
    ],
    [["add", "ftp://example.com", "--events", "order.placed"], "the URL must start with http:// or https://"],
    [
      ["add", "example.com", "--events", "order.placed"],
      "the URL must be absolute, like https://example.com/hooks",
    ],
    [
      ["add", "https://example.com/\u001b[31m", "--events", "order.placed"],
      "the URL must be printable characters without spaces",
    ],
    [["add", "https://a.example", "https://b.example", "--events", "order.placed"], "too many arguments"],
    [["list", "3"], "too many arguments"],
    [["list", "--events", "order.placed"], "--events goes with add only"],
    [["remove", "3", "--limit", "5"], "--limit goes with deliveries only"],
    [["remove"], "the endpoint id is needed"],
    [["remove", "0"], "the endpoint id is a number from 1 to 2147483647"],
    [["enable", "2147483648"], "the endpoint id is a number from 1 to 2147483647"],
    [["remove", "3; drop table"], "the endpoint id is a number from 1 to 2147483647"],
    [["deliveries", "x"], "the endpoint id is a number from 1 to 2147483647"],
    [["deliveries", "--limit", "0"], "--limit must be a whole number from 1 to 1000"],
    [["deliveries", "--limit", "1001"], "--limit must be a whole number from 1 to 1000"],
    [["deliveries", "--limit", "2.5"], "--limit must be a whole number from 1 to 1000"],
    [["deliveries", "--limit", "1e2"], "--limit must be a whole number from 1 to 1000"],
    [["redeliver"], "the delivery id is needed"],
    [["redeliver", "9007199254740992"], "the delivery id is a number from 1 to 9007199254740991"],
    [["redeliver", "1.5"], "the delivery id is a number from 1 to 9007199254740991"],
  ])("refuses %j: %s", (argv, message) => {
    const refusal = refusalOf(argv);
    expect(refusal.message).toBe(`${message}\n${USAGE}`);
    expect(refusal.exitCode).toBe(2);
  });

  it("refuses an option it does not know, or one without its value, with the usage", () => {
    expect(refusalOf(["list", "--frobnicate"]).message).toContain("Unknown option '--frobnicate'");
    expect(refusalOf(["add", "https://example.com", "--events"]).message).toContain("argument missing");
    expect(refusalOf(["list", "--frobnicate"]).message).toContain(USAGE);
    // A negative id reads as an option: refused all the same.
    expect(refusalOf(["enable", "-1"]).message).toContain("Unknown option '-1'");
  });

  it("names every event type in its usage", () => {
    expect(USAGE).toContain("order.placed, order.line.processing");
    expect(USAGE).toContain("giftcard.issued");
  });
});
