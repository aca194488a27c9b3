// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  DEPARTMENT_KEY,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  readDepartment,
  readRecentSearches,
  rememberSearch,
  saveDepartment,
  withRecentSearch,
} from "./search-storage.ts";

afterEach(() => localStorage.clear());

describe("recent searches", () => {
  it("puts the newest first and keeps 8", () => {
    let list: string[] = [];
    for (let i = 1; i <= 10; i++) list = withRecentSearch(list, `term ${i}`);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toBe("term 10");
    expect(list.at(-1)).toBe("term 3");
  });

  it("moves a repeated term (any case) to the top instead of keeping it twice", () => {
    expect(withRecentSearch(["boots", "Sandals", "hats"], "sandals")).toEqual(["sandals", "boots", "hats"]);
  });

  it("ignores blank terms and normalises spaces", () => {
    expect(withRecentSearch(["boots"], "   ")).toEqual(["boots"]);
    expect(withRecentSearch([], "  red   boots ")).toEqual(["red boots"]);
  });

  it("reads a damaged stored list as best it can", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("{not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a", 3, null, "A", " b ", ""]')).toEqual(["a", "b"]);
    const many = JSON.stringify(Array.from({ length: 20 }, (_, i) => `t${i}`));
    expect(parseRecentSearches(many)).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it("remembers submitted terms in localStorage", () => {
    rememberSearch("boots");
    rememberSearch("sandals");
    expect(readRecentSearches()).toEqual(["sandals", "boots"]);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? "[]")).toEqual(["sandals", "boots"]);
  });
});

describe("department", () => {
  it("defaults to All and remembers a choice", () => {
    expect(readDepartment()).toBe("all");
    saveDepartment("clothing-girls");
    expect(localStorage.getItem(DEPARTMENT_KEY)).toBe("clothing-girls");
    expect(readDepartment()).toBe("clothing-girls");
  });

  it("reads an unknown stored value as All", () => {
    localStorage.setItem(DEPARTMENT_KEY, "garden-tools");
    expect(readDepartment()).toBe("all");
  });
});
