import { describe, expect, it } from "vitest";
import type { ExchangeChoice } from "../../../modules/returns/index.server.ts";
import { CHOICE_NOTES, offeredChoices, sizeWords } from "./exchange-choices.ts";

const choice = (stockId: number, styleId: number, color: string, onHand: number, available: boolean) =>
  ({
    stockId,
    styleId,
    color,
    size: String(stockId),
    width: null,
    onHand,
    available,
  }) satisfies ExchangeChoice;

describe("what the exchange page offers", () => {
  it("groups sizes by colour, the item's own first, marking its own size and the sold-out ones", () => {
    const offered = offeredChoices(
      [
        choice(21, 2, "Red", 4, true),
        choice(11, 1, "Black", 4, false),
        choice(12, 1, "Black", 0, false),
        choice(13, 1, "Black", 4, true),
      ],
      { stockId: 11, styleId: 1 },
    );
    expect(offered.colours.map((colour) => colour.color)).toEqual(["Black", "Red"]);
    expect(offered.colours[0]?.choices.map((c) => [c.stockId, c.available, c.note])).toEqual([
      ["11", false, CHOICE_NOTES.current],
      ["12", false, CHOICE_NOTES.outOfStock],
      ["13", true, null],
    ]);
    expect(offered.dearerColours).toEqual([]);
  });

  it("leaves out a colour that costs more than was paid, naming it apart", () => {
    const offered = offeredChoices(
      [choice(11, 1, "Black", 4, false), choice(21, 2, "Gold", 4, false), choice(22, 2, "Gold", 0, false)],
      { stockId: 11, styleId: 1 },
    );
    expect(offered.colours.map((colour) => colour.color)).toEqual(["Black"]);
    expect(offered.dearerColours).toEqual(["Gold"]);
  });

  it("writes a size with its width when it has one", () => {
    expect(sizeWords({ size: "9.5", width: "Wide (D)" })).toBe("9.5, Wide (D)");
    expect(sizeWords({ size: "M", width: null })).toBe("M");
  });
});
