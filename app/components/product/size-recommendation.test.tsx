// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { initialSelection, select, view } from "../../../modules/sizing/index.ts";
import { dimensionId, grid, sizingOf, valueId } from "../../../modules/sizing/test-fixtures.ts";
import { recommendationText, SizeRecommendation } from "./size-recommendation.tsx";
import { useSizing } from "./use-sizing.ts";

const COLOR = 1;
const OTHER = 2;
const SIZE = dimensionId("size");
const shoes = sizingOf(
  ["size", "width"],
  [
    ...grid(COLOR, ["8", "8.5", "9"], ["Medium (B)"], {}, (size) => (size === "9" ? 0 : 4)),
    ...grid(OTHER, ["8", "8.5", "9"], ["Medium (B)"], {}),
  ],
);

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the size recommendation message", () => {
  it("prompts when there is no prediction", () => {
    expect(recommendationText(shoes, view(shoes, initialSelection(shoes, COLOR)))).toBe(
      "Not sure of your size? Choose one and we'll suggest it for similar items.",
    );
  });

  it("says the selection matches the prediction", () => {
    const predicted = initialSelection(shoes, COLOR, valueId("size", "8.5"));
    expect(recommendationText(shoes, view(shoes, predicted))).toBe(
      "Size 8.5 is selected: the size you chose before for items like this.",
    );
  });

  it("says the prediction was ignored for another size, or out of stock", () => {
    const predicted = initialSelection(shoes, COLOR, valueId("size", "8.5"));
    const other = select(shoes, predicted, SIZE, valueId("size", "8"));
    expect(recommendationText(shoes, view(shoes, other))).toBe(
      "We suggested size 8.5, the size you chose before for items like this.",
    );
    const soldOut = initialSelection(shoes, COLOR, valueId("size", "9"));
    expect(recommendationText(shoes, view(shoes, soldOut))).toBe(
      "Your usual size 9 is out of stock in this color.",
    );
  });

  it("is a status message, and nothing for a product without sizes", () => {
    render(<SizeRecommendation sizing={shoes} view={view(shoes, initialSelection(shoes, COLOR))} />);
    expect(screen.getByRole("status").textContent).toMatch(/^Not sure of your size\?/);
    cleanup();
    const oneSize = { dimensions: [], allValues: [], stockData: [] };
    const { container } = render(
      <SizeRecommendation sizing={oneSize} view={view(oneSize, initialSelection(oneSize, COLOR))} />,
    );
    expect(container.textContent).toBe("");
  });
});

describe("useSizing with a size kind", () => {
  it("remembers a chosen size and predicts it on the next product of that kind, in stock or not", () => {
    const first = renderHook(() => useSizing(shoes, { colorId: OTHER, sizeKind: "Shoes|women" }));
    expect(first.result.current.view.recommendation).toBe("prompt");
    act(() =>
      first.result.current.dispatch({ type: "select", dimensionId: SIZE, valueId: valueId("size", "9") }),
    );
    first.unmount();

    const next = renderHook(() => useSizing(shoes, { colorId: OTHER, sizeKind: "Shoes|women" }));
    expect(next.result.current.view.recommendation).toBe("matches");
    expect(next.result.current.view.dimensions.find((d) => d.id === SIZE)?.selectedId).toBe(
      valueId("size", "9"),
    );
    next.unmount();

    // In the colour where 9 is sold out, the prediction is marked 'oos' and not applied.
    const soldOut = renderHook(() => useSizing(shoes, { colorId: COLOR, sizeKind: "Shoes|women" }));
    expect(soldOut.result.current.view.prediction?.status).toBe("oos");
    expect(soldOut.result.current.view.recommendation).toBe("ignored");
    expect(soldOut.result.current.view.suppressOutOfStockModal).toBe(true);
  });

  it("predicts nothing for another kind of product", () => {
    const chosen = renderHook(() => useSizing(shoes, { colorId: OTHER, sizeKind: "Shoes|women" }));
    act(() =>
      chosen.result.current.dispatch({ type: "select", dimensionId: SIZE, valueId: valueId("size", "8") }),
    );
    const other = renderHook(() => useSizing(shoes, { colorId: OTHER, sizeKind: "Shoes|men" }));
    expect(other.result.current.view.recommendation).toBe("prompt");
  });
});

describe("useSizing when the colour changes (spec 1 'Buy area')", () => {
  const WIDTH = dimensionId("width");
  const twoWidths = sizingOf(
    ["size", "width"],
    [
      ...grid(COLOR, ["8", "8.5"], ["Medium (B)", "Wide (D)"], {}),
      ...grid(OTHER, ["8", "8.5"], ["Medium (B)", "Wide (D)"], {}),
    ],
  );
  const chosen = (result: { current: ReturnType<typeof useSizing> }, id: number) =>
    result.current.view.dimensions.find((dimension) => dimension.id === id)?.selectedId ?? null;

  it("clears the size and width the shopper chose, even one remembered for this kind of product", () => {
    const page = renderHook(({ colorId }) => useSizing(twoWidths, { colorId, sizeKind: "Shoes|women" }), {
      initialProps: { colorId: COLOR },
    });
    act(() => {
      page.result.current.dispatch({ type: "select", dimensionId: SIZE, valueId: valueId("size", "8.5") });
      page.result.current.dispatch({
        type: "select",
        dimensionId: WIDTH,
        valueId: valueId("width", "Wide (D)"),
      });
    });
    expect(page.result.current.view.status).toBe("inStock");
    page.rerender({ colorId: OTHER });
    expect(page.result.current.view.colorId).toBe(OTHER);
    expect(chosen(page.result, SIZE)).toBeNull();
    expect(chosen(page.result, WIDTH)).toBeNull();
    expect(page.result.current.view.status).toBe("incomplete");
  });

  it("starts on the stock a link named, and leaves it for the colour's defaults on a colour change", () => {
    const stock = twoWidths.stockData.find((candidate) => candidate.color === OTHER && candidate.onHand > 0);
    if (!stock) throw new Error("no stock");
    window.localStorage.setItem(
      "rememberedSizes",
      JSON.stringify({ "Shoes|women": { label: "8", sizeType: "US" } }),
    );
    const page = renderHook(
      ({ colorId }) => useSizing(twoWidths, { colorId, stockId: stock.id, sizeKind: "Shoes|women" }),
      { initialProps: { colorId: OTHER } },
    );
    // The named stock wins over the remembered size.
    expect(page.result.current.view.selectedStock?.id).toBe(stock.id);
    page.rerender({ colorId: COLOR });
    expect(chosen(page.result, SIZE)).toBeNull();
  });
});
