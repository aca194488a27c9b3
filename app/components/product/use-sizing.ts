import { useCallback, useEffect, useMemo, useReducer } from "react";
import {
  initialSelection,
  type ProductSizing,
  reduceSizing,
  type SizingAction,
  type SizingSelection,
  view,
} from "../../../modules/sizing/index.ts";
import { predictedSizeId, rememberedSize, rememberSize, sizeValueOf } from "../../lib/product/size-memory.ts";

/**
 * The buy area's sizing state: the engine's selection for a product, following the page's colour.
 * With a size kind, the size last chosen for that kind of product is predicted (applied when in stock,
 * else marked 'oos'), and each size the shopper chooses is remembered for the next one.
 */
export function useSizing(sizing: ProductSizing, colorId: number, sizeKind?: string) {
  const [selection, dispatchSizing] = useReducer(
    (state: SizingSelection, action: SizingAction) => reduceSizing(sizing, state, action),
    colorId,
    (initialColor: number) => initialSelection(sizing, initialColor),
  );
  // The colour lives in the URL: a colour link changes it, and the engine follows (clearing size and width).
  // The prediction is then applied again to the new colour's stock.
  useEffect(() => {
    dispatchSizing({ type: "selectColor", colorId });
    const remembered = sizeKind === undefined ? null : rememberedSize(sizeKind);
    const predicted = remembered ? predictedSizeId(sizing, remembered) : null;
    if (predicted !== null) dispatchSizing({ type: "applyPrediction", sizeValueId: predicted });
  }, [colorId, sizing, sizeKind]);
  const dispatch = useCallback(
    (action: SizingAction) => {
      if (action.type === "select" && sizeKind !== undefined) {
        const value = sizeValueOf(sizing, action.dimensionId, action.valueId);
        if (value) rememberSize(sizeKind, value);
      }
      dispatchSizing(action);
    },
    [sizing, sizeKind],
  );
  const sizingView = useMemo(() => view(sizing, selection), [sizing, selection]);
  return { selection, view: sizingView, dispatch };
}
