import { describe, expect, it } from "vitest";
import { effectiveSort } from "./sorts.server.ts";

describe("effectiveSort", () => {
  it("defaults to relevance with a term and newest first without one", () => {
    expect(effectiveSort(undefined, true, false)).toEqual({ field: "relevance", direction: "desc" });
    expect(effectiveSort(undefined, false, false)).toEqual({ field: "isNew", direction: "desc" });
  });

  it("keeps best for you for eligible shoppers only", () => {
    const bestForYou = { field: "bestForYou", direction: "desc" } as const;
    expect(effectiveSort(bestForYou, true, true)).toEqual(bestForYou);
    expect(effectiveSort(bestForYou, true, false)).toEqual({ field: "relevance", direction: "desc" });
  });

  it("browses newest first when relevance is asked without a term", () => {
    expect(effectiveSort({ field: "relevance", direction: "desc" }, false, false).field).toBe("isNew");
  });

  it("keeps any other sort as asked", () => {
    expect(effectiveSort({ field: "price", direction: "asc" }, false, false)).toEqual({
      field: "price",
      direction: "asc",
    });
  });
});
