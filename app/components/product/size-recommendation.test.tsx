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
    const first = renderHook(() => useSizing(shoes, OTHER, "Shoes|women"));
    expect(first.result.current.view.recommendation).toBe("prompt");
    act(() =>
      first.result.current.dispatch({ type: "select", dimensionId: SIZE, valueId: valueId("size", "9") }),
    );
    first.unmount();

    const next = renderHook(({ color }) => useSizing(shoes, color, "Shoes|women"), {
      initialProps: { color: OTHER },
    });
    expect(next.result.current.view.recommendation).toBe("matches");
    expect(next.result.current.view.dimensions.find((d) => d.id === SIZE)?.selectedId).toBe(
      valueId("size", "9"),
    );
    // In the colour where 9 is sold out, the prediction is marked 'oos' and not applied.
    next.rerender({ color: COLOR });
    expect(next.result.current.view.prediction?.status).toBe("oos");
    expect(next.result.current.view.recommendation).toBe("ignored");
    expect(next.result.current.view.suppressOutOfStockModal).toBe(true);
  });

  it("predicts nothing for another kind of product", () => {
    const chosen = renderHook(() => useSizing(shoes, OTHER, "Shoes|women"));
    act(() =>
      chosen.result.current.dispatch({ type: "select", dimensionId: SIZE, valueId: valueId("size", "8") }),
    );
    const other = renderHook(() => useSizing(shoes, OTHER, "Shoes|men"));
    expect(other.result.current.view.recommendation).toBe("prompt");
  });
});
