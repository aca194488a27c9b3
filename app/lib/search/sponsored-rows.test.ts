import { describe, expect, it } from "vitest";
import { productCard } from "../../components/product-card/card-fixtures.ts";
import { SPONSORED_CARDS, sponsoredRows } from "./sponsored-rows.ts";

const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => productCard({ productId: 9000 + i, styleId: 9000 + i }));
const ids = (row: { cards: { productId: number }[] }) => row.cards.map((card) => card.productId - 9000);

describe("sponsored rows (spec 1: rows 1 and 8)", () => {
  it("asks for two rows of the widest layout", () => expect(SPONSORED_CARDS).toBe(8));

  it("put row 1 first in every layout and row 8 after 6 organic rows of each layout", () => {
    const rows = sponsoredRows(100, cards(8));
    expect(rows.map(({ after, columns }) => [after, columns])).toEqual([
      [0, "all"],
      [12, 2],
      [18, 3],
      [24, 4],
    ]);
    expect(ids(rows[0] ?? { cards: [] })).toEqual([0, 1, 2, 3]);
    // Each layout's row 8 takes the cards after its own row 1: phones show 0-1 then 2-3.
    expect(rows.slice(1).map(ids)).toEqual([
      [2, 3],
      [3, 4, 5],
      [4, 5, 6, 7],
    ]);
  });

  it("leave out row 8 where the organic rows above it would not be full", () => {
    expect(sponsoredRows(20, cards(8)).map((row) => row.columns)).toEqual(["all", 2, 3]);
    expect(sponsoredRows(11, cards(8)).map((row) => row.columns)).toEqual(["all"]);
  });

  it("show what there is, and nothing without results or sponsored cards", () => {
    expect(sponsoredRows(100, cards(3)).map((row) => [row.columns, ids(row)])).toEqual([
      ["all", [0, 1, 2]],
      [2, [2]],
    ]);
    expect(sponsoredRows(0, cards(8))).toEqual([]);
    expect(sponsoredRows(100, [])).toEqual([]);
  });
});
