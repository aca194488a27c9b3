import { useCallback, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { bagHoldsAllStock, type Cart, type CartItem } from "../../../modules/cart/index.ts";
import { useBag } from "../../lib/cart/bag-context.tsx";
import type { PageLayoutData } from "../layout/layout-data.ts";

/** The stock item chosen in the buy area. */
export interface ChosenStock {
  id: number;
  asin: string;
  onHand: number;
}

export const ALL_IN_BAG_MESSAGE = "You already have all we have of this item in your bag.";

/**
 * Adding from the buy area with JavaScript: one call to the bag, then the modal; refused at once
 * when the bag already holds every unit in stock (spec 1 section 5). Without a bag provider
 * (tests) it reports `enhanced: false` and the form posts as it would without JavaScript.
 */
export function useAddToBag(stock: ChosenStock | null) {
  const bag = useBag();
  const root = useRouteLoaderData("root") as { layout?: PageLayoutData } | undefined;
  const cartName = root?.layout?.marketplace.cartName ?? "Bag";
  const [added, setAdded] = useState<{ cart: Cart; item: CartItem } | null>(null);
  // An error belongs to the stock it was about: choosing another size clears it.
  const [error, setError] = useState<{ stockId: number; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  // The bag's lines are needed to know what it holds already; an empty bag holds nothing.
  useEffect(() => {
    if (bag && bag.count > 0 && !bag.cart) void bag.load();
  }, [bag]);

  const inBag = bag?.cart?.activeItems.find((item) => item.stockId === stock?.id)?.quantity ?? 0;

  const add = useCallback(async () => {
    if (!bag || !stock || pending) return;
    if (bagHoldsAllStock(inBag, stock.onHand)) {
      setError({ stockId: stock.id, message: ALL_IN_BAG_MESSAGE });
      return;
    }
    setError(null);
    setPending(true);
    const result = await bag.change([
      { stockId: stock.id, asin: stock.asin, quantity: 1, quantityAddition: true },
    ]);
    setPending(false);
    if ("error" in result) {
      setError({ stockId: stock.id, message: result.error.message });
      return;
    }
    const item = result.cart.activeItems.find((line) => line.stockId === stock.id);
    if (item) setAdded({ cart: result.cart, item });
  }, [bag, stock, pending, inBag]);

  return {
    enhanced: bag !== null,
    add,
    pending,
    error: error && error.stockId === stock?.id ? error.message : null,
    added,
    cartName,
    closeModal: () => setAdded(null),
  };
}
