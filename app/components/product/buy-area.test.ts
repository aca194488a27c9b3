import { describe, expect, it } from "vitest";
import type { SizingView } from "../../../modules/sizing/index.ts";
import { addButtonState } from "./buy-area.tsx";

const stock = { id: 1, asin: "B0AAAAAAAA", color: 1, onHand: 0 } as unknown as NonNullable<
  SizingView["matchingStock"]
>;
const viewOf = (status: SizingView["status"]) =>
  ({ status, matchingStock: status === "incomplete" ? null : stock }) as SizingView;

describe("addButtonState (spec 1 'Buy area')", () => {
  const plain = { outOfStockDisabled: true, notifyMe: false };

  it("reads 'Add to Bag' until a complete selection has no stock", () => {
    expect(addButtonState(viewOf("incomplete"), plain)).toEqual({ text: "Add to Bag", disabled: false });
    expect(addButtonState(viewOf("inStock"), plain)).toEqual({ text: "Add to Bag", disabled: false });
  });

  it("reads 'Out of Stock' for a sold-out size, disabled when so configured", () => {
    expect(addButtonState(viewOf("outOfStock"), plain)).toEqual({ text: "Out of Stock", disabled: true });
    expect(addButtonState(viewOf("outOfStock"), { ...plain, outOfStockDisabled: false })).toEqual({
      text: "Out of Stock",
      disabled: false,
    });
  });

  it("reads 'Notify Me' for customers in the out-of-stock experience", () => {
    expect(addButtonState(viewOf("outOfStock"), { ...plain, notifyMe: true })).toEqual({
      text: "Notify Me",
      disabled: false,
    });
  });
});
