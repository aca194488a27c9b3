import { describe, expect, it } from "vitest";
import { isChangedElsewhere, itemsToRestore, parseBagBackup } from "./bag-backup.ts";

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

describe("isChangedElsewhere (another tab of this session changed the bag)", () => {
  const current = { sessionId: backup.sessionId, xMain: null, bagCount: 0 };

  it("reads the bag again when this session's backup holds another number of units", () => {
    // Another tab restored two units after this page read an empty bag.
    expect(isChangedElsewhere(backup, current)).toBe(true);
    expect(isChangedElsewhere(backup, { ...current, bagCount: 3 })).toBe(true);
  });

  it("leaves the count alone when the backup agrees, or is another session's or customer's", () => {
    expect(isChangedElsewhere(backup, { ...current, bagCount: 2 })).toBe(false);
    expect(isChangedElsewhere(backup, { ...current, sessionId: "222-2222222-2222222" })).toBe(false);
    expect(isChangedElsewhere({ ...backup, xMain: "customer-1" }, current)).toBe(false);
    expect(isChangedElsewhere(null, current)).toBe(false);
  });
});
