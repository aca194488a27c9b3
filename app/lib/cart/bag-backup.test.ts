import { describe, expect, it } from "vitest";
import { itemsToRestore, parseBagBackup } from "./bag-backup.ts";

const items = [{ asin: "B0AAAAAAAA", stockId: 7, quantity: 2 }];
const backup = { xMain: null, sessionId: "111-1111111-1111111", items };

describe("parseBagBackup", () => {
  it("reads what was stored", () => {
    expect(parseBagBackup(JSON.stringify(backup))).toEqual(backup);
  });

  it("ignores missing, broken and foreign values", () => {
    expect(parseBagBackup(null)).toBeNull();
    expect(parseBagBackup("{not json")).toBeNull();
    expect(parseBagBackup(JSON.stringify({ items }))).toBeNull();
    expect(parseBagBackup("42")).toBeNull();
  });

  it("drops items that are not items", () => {
    const stored = {
      ...backup,
      items: [...items, { asin: 1 }, { asin: "B0BBBBBBBB", stockId: 2, quantity: 0 }],
    };
    expect(parseBagBackup(JSON.stringify(stored))?.items).toEqual(items);
  });
});

describe("itemsToRestore (spec 1 section 4, cart restore)", () => {
  const current = { sessionId: "222-2222222-2222222", xMain: null, bagCount: 0 };

  it("restores into an empty bag of another session", () => {
    expect(itemsToRestore(backup, current)).toEqual(items);
  });

  it("does nothing in the same session, into a bag with items, or without a backup", () => {
    expect(itemsToRestore(backup, { ...current, sessionId: backup.sessionId })).toEqual([]);
    expect(itemsToRestore(backup, { ...current, bagCount: 1 })).toEqual([]);
    expect(itemsToRestore(null, current)).toEqual([]);
  });

  it("never restores one customer's bag for another visitor", () => {
    expect(itemsToRestore({ ...backup, xMain: "customer-1" }, current)).toEqual([]);
    expect(itemsToRestore({ ...backup, xMain: "customer-1" }, { ...current, xMain: "customer-2" })).toEqual(
      [],
    );
    expect(itemsToRestore({ ...backup, xMain: "customer-1" }, { ...current, xMain: "customer-1" })).toEqual(
      items,
    );
  });
});
