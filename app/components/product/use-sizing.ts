import { useEffect, useMemo, useReducer } from "react";
import {
  initialSelection,
  type ProductSizing,
  reduceSizing,
  type SizingAction,
  type SizingSelection,
  view,
} from "../../../modules/sizing/index.ts";

/** The buy area's sizing state: the engine's selection for a product, following the page's colour. */
export function useSizing(sizing: ProductSizing, colorId: number) {
  const [selection, dispatch] = useReducer(
    (state: SizingSelection, action: SizingAction) => reduceSizing(sizing, state, action),
    colorId,
    (initialColor: number) => initialSelection(sizing, initialColor),
  );
  // The colour lives in the URL: a colour link changes it, and the engine follows (clearing size and width).
  useEffect(() => {
    dispatch({ type: "selectColor", colorId });
  }, [colorId]);
  const sizingView = useMemo(() => view(sizing, selection), [sizing, selection]);
  return { selection, view: sizingView, dispatch };
}
