import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stockSelection } from "./selection.ts";
import { sizingArbitrary } from "./sizing-arbitraries.ts";
import { chosenLabel, grid, sizingOf } from "./test-fixtures.ts";
import { view } from "./view.ts";

const BLACK = 1;
const RED = 2;

const kids = sizingOf(
  ["ageGroup", "size", "width"],
  [
    ...grid(BLACK, ["9 Toddler", "10 Toddler"], ["Medium", "Wide"], { ageGroup: "toddler" }),
    ...grid(
      RED,
      ["11 Little Kid", "12 Little Kid"],
      ["Medium", "Wide"],
      { ageGroup: "little-kids" },
      (size) => (size === "12 Little Kid" ? 0 : 3),
    ),
  ],
);

describe("the selection of a stock named by a link (/p/asin, /product/stockId)", () => {
  it("chooses the stock's colour, age group, size and width", () => {
    const stock = kids.stockData.find((candidate) => candidate.color === RED && candidate.onHand > 0);
    if (!stock) throw new Error("no stock");
    const selection = stockSelection(kids, stock.id);
    expect(selection?.colorId).toBe(RED);
    if (!selection) return;
    expect(chosenLabel(kids, selection, "ageGroup")).toBe("little-kids");
    const shown = view(kids, selection);
    expect(shown.selectedStock?.id).toBe(stock.id);
    expect(shown.status).toBe("inStock");
  });

  it("shows a sold-out stock chosen, with the button's out-of-stock state", () => {
    const soldOut = kids.stockData.find((candidate) => candidate.onHand === 0);
    if (!soldOut) throw new Error("no sold-out stock");
    const selection = stockSelection(kids, soldOut.id);
    if (!selection) throw new Error("not selected");
    const shown = view(kids, selection);
    expect(shown.matchingStock?.id).toBe(soldOut.id);
    expect(shown.selectedStock).toBeNull();
    expect(shown.status).toBe("outOfStock");
  });

  it("is null for a stock the product does not have", () => {
    expect(stockSelection(kids, 424242)).toBeNull();
  });

  it("matches exactly the named stock, for any sizing data", () => {
    fc.assert(
      fc.property(sizingArbitrary, (sizing) => {
        for (const stock of sizing.stockData) {
          const selection = stockSelection(sizing, stock.id);
          expect(selection).not.toBeNull();
          if (selection) expect(view(sizing, selection).matchingStock?.id).toBe(stock.id);
        }
      }),
      { numRuns: 200 },
    );
  });
});
