import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import {
  initialSelection,
  type ProductSizing,
  reduceSizing,
  type SizingAction,
  type SizingSelection,
  stockSelection,
  view,
} from "../../../modules/sizing/index.ts";
import { predictedSizeId, rememberedSize, rememberSize, sizeValueOf } from "../../lib/product/size-memory.ts";

/** How the page was asked for: the colour shown and, for /p/asin and /product/stockId, the stock named. */
export interface SizingStart {
  colorId: number;
  /** The stock a link named: its size and width are chosen from the first render (server included). */
  stockId?: number | null;
  /** The kind of product a chosen size is remembered for and predicted on. */
  sizeKind?: string;
}

/** The first selection: the named stock's when it is of the colour shown, else the colour's defaults. */
function startSelection(sizing: ProductSizing, start: SizingStart): SizingSelection {
  const named = start.stockId == null ? null : stockSelection(sizing, start.stockId);
  return named?.colorId === start.colorId ? named : initialSelection(sizing, start.colorId);
}

/**
 * The buy area's sizing state: the engine's selection for a product, following the page's colour.
 * With a size kind, the size last chosen for that kind of product is predicted once, on loading the
 * page (applied when in stock, else marked 'oos'), unless the link named a stock; each size the
 * shopper chooses is remembered for the next product.
 */
export function useSizing(sizing: ProductSizing, start: SizingStart) {
  const { colorId, stockId, sizeKind } = start;
  const [selection, dispatchSizing] = useReducer(
    (state: SizingSelection, action: SizingAction) => reduceSizing(sizing, state, action),
    start,
    (first: SizingStart) => startSelection(sizing, first),
  );
  // The colour lives in the URL: a colour link changes it, and the engine follows, clearing size and
  // width (spec 1 "Buy area"). The prediction is not applied again, or it would bring the size back.
  useEffect(() => {
    dispatchSizing({ type: "selectColor", colorId });
  }, [colorId]);
  // Browser storage holds the prediction, so it arrives after hydration; once per product page (the
  // page is keyed by product), since each colour link hands in new (equal) sizing data.
  const predicted = useRef(false);
  useEffect(() => {
    if (predicted.current || stockId != null || sizeKind === undefined) return;
    predicted.current = true;
    const remembered = rememberedSize(sizeKind);
    const sizeValueId = remembered ? predictedSizeId(sizing, remembered) : null;
    if (sizeValueId !== null) dispatchSizing({ type: "applyPrediction", sizeValueId });
  }, [sizing, sizeKind, stockId]);
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
