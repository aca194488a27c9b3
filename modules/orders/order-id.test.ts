import { describe, expect, it } from "vitest";
import { isOrderId, orderIdFrom, orderIdOfItem } from "./order-id.ts";

describe("order ids (spec 2 section 5)", () => {
  it("makes ids of the form ddd-ddddddd-ddddddd from random digits", () => {
    let next = 0;
    const id = orderIdFrom(() => next++ % 10);
    expect(id).toBe("112-3456789-0123456");
    expect(isOrderId(id)).toBe(true);
  });

  it("never starts an id with 0", () => {
    expect(orderIdFrom(() => 0)).toBe("100-0000000-0000000");
  });

  it("accepts the spec's two forms and nothing else", () => {
    expect(isOrderId("123-1234567-1234567")).toBe(true);
    expect(isOrderId("1234567")).toBe(true);
    for (const bad of [
      "",
      "12-1234567-1234567",
      "123-1234567-123456",
      "abc",
      "123-1234567-1234567\n",
      "1".repeat(20),
    ]) {
      expect(isOrderId(bad)).toBe(false);
    }
  });

  it("refuses a random source that does not give digits", () => {
    expect(() => orderIdFrom(() => 10)).toThrow(/not a digit/);
  });
});

describe("an item's order", () => {
  it("reads the order's 17 digits at the start of the item's id, and nothing from a short id", () => {
    expect(orderIdOfItem("123456789012345671")).toBe("123-4567890-1234567");
    expect(orderIdOfItem("1234567890123456712")).toBe("123-4567890-1234567");
    expect(orderIdOfItem("12345")).toBeNull();
    expect(orderIdOfItem("12345678901234567a")).toBeNull();
  });
});
