import { describe, expect, it } from "vitest";
import {
  areaOf,
  cancelPath,
  historyPath,
  itemDetailsPath,
  orderPageTitle,
  orderPath,
  shipmentPath,
} from "./order-paths.ts";

describe("the order pages' addresses and titles", () => {
  it("tell the redesigned area from the history, with or without /marty", () => {
    expect(areaOf("/orders/123-4567890-1234567")).toBe("/orders");
    expect(areaOf("/my-orders")).toBe("/my-orders");
    expect(areaOf("/marty/my-orders/123/cancel")).toBe("/my-orders");
    expect(orderPageTitle("/orders", "history")).toBe("Order History");
    expect(orderPageTitle("/orders", "order")).toBe("Order Information");
    expect(orderPageTitle("/my-orders", "order")).toBe("My Orders");
    expect(orderPageTitle("/my-orders", "cancel")).toBe("My Orders");
  });

  it("carry a guest's token on every link of its order", () => {
    expect(orderPath("/orders", "1-2")).toBe("/orders/1-2");
    expect(cancelPath("/my-orders", "1-2", "a_b-c")).toBe("/my-orders/1-2/cancel?token=a_b-c");
    expect(itemDetailsPath("1-2", "12", null)).toBe("/item-details/1-2/12/");
    expect(itemDetailsPath("1-2", "12", "t")).toBe("/item-details/1-2/12/?token=t");
    expect(shipmentPath("1-2", "1-2-S1", "t")).toBe("/shipments/1-2/1-2-S1?token=t");
  });

  it("keep the history's query in its page links, page 1 and empty parts left out", () => {
    expect(historyPath("/orders", {})).toBe("/orders");
    expect(historyPath("/orders", { page: 1, search: "" })).toBe("/orders");
    expect(historyPath("/my-orders", { search: "red & blue", from: "2026-03-01", page: 2 })).toBe(
      "/my-orders?search=red+%26+blue&from=2026-03-01&page=2",
    );
  });
});
