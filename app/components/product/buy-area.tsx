import { type FormEvent, type Ref, useRef } from "react";
import type { ProductSizing, SizingAction, SizingView } from "../../../modules/sizing/index.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import { AddToBagModal } from "../cart/add-to-bag-modal.tsx";
import { useAddToBag } from "../cart/use-add-to-bag.ts";
import { SizeDimension } from "./size-dimension.tsx";
import { SizeTooltip } from "./size-tooltip.tsx";
import { StockFallback } from "./stock-fallback.tsx";
import { useNotifyMe } from "./use-notify-me.ts";

/** The form every add-to-bag button (main and sticky bar) submits. */
export const ADD_TO_BAG_FORM_ID = "add-to-bag";
/** The bag's add action (the bag issue defines it). */
const ADD_TO_BAG_ACTION = "/cartAddItem.do";
/** Spec 1 section 5, "Low stock": shown at onHand 10 or less. */
const LOW_STOCK_THRESHOLD = 10;
const TOOLTIP_ID = "size-tooltip";

/** How sold-out sizes are offered: the button disabled when configured, 'Notify Me' in the experience. */
export interface OutOfStockOptions {
  outOfStockDisabled: boolean;
  notifyMe: boolean;
}

/**
 * The add button's words and state (spec 1 "Buy area"): 'Add to Bag'; for a complete selection
 * without stock 'Notify Me' for signed-in customers in the out-of-stock experience, else 'Out of
 * Stock', disabled when so configured.
 */
export function addButtonState(
  view: SizingView,
  options: OutOfStockOptions,
): { text: string; disabled: boolean } {
  if (view.status !== "outOfStock") return { text: "Add to Bag", disabled: false };
  if (options.notifyMe && view.matchingStock) return { text: "Notify Me", disabled: false };
  return { text: "Out of Stock", disabled: options.outOfStockDisabled };
}

/** Sizing choices, 'Please select a size:', low stock and the add-to-bag form (spec 1 "Buy area"). */
export function BuyArea(props: {
  sizing: ProductSizing;
  view: SizingView;
  dispatch: (action: SizingAction) => void;
  lowStockMessage: boolean;
  outOfStock: OutOfStockOptions;
  addButtonRef: Ref<HTMLButtonElement>;
}) {
  const { sizing, view, dispatch, lowStockMessage, outOfStock, addButtonRef } = props;
  const button = addButtonState(view, outOfStock);
  const notifyMe = useNotifyMe(button.text === "Notify Me" ? (view.matchingStock?.id ?? null) : null);
  const hydrated = useHydrated();
  const firstMissingGroup = useRef<HTMLDivElement>(null);
  const firstMissing = view.dimensions.find((dimension) => dimension.selectedId === null);
  const stock = view.selectedStock;
  const showsSelectSize = view.dimensions.some((dimension) => dimension.missing);
  const bag = useAddToBag(stock ? { id: stock.id, asin: stock.asin, onHand: stock.onHand } : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (view.status === "inStock") {
      // With JavaScript the bag is changed in place and the modal shows; without, the form posts.
      if (!bag.enhanced) return;
      event.preventDefault();
      void bag.add();
      return;
    }
    event.preventDefault();
    if (button.text === "Notify Me") {
      void notifyMe.notify();
      return;
    }
    if (view.status !== "incomplete") return;
    dispatch({ type: "requestValidation" });
    const group = firstMissingGroup.current;
    group?.scrollIntoView({ behavior: "smooth", block: "center" });
    group?.querySelector<HTMLButtonElement>("button")?.focus({ preventScroll: true });
  };

  return (
    <>
      <form
        id={ADD_TO_BAG_FORM_ID}
        method="post"
        action={ADD_TO_BAG_ACTION}
        className="buy-area"
        onSubmit={onSubmit}
        aria-label="Buy"
      >
        {showsSelectSize && (
          <p role="alert" className="select-size-alert">
            Please select a size:
          </p>
        )}
        <div className="buy-dimensions">
          {sizing.dimensions.some((dimension) => dimension.type === "size") && (
            <SizeTooltip id={TOOLTIP_ID} />
          )}
          {view.dimensions.map((dimension) => (
            <SizeDimension
              key={dimension.id}
              dimension={dimension}
              groupRef={dimension === firstMissing ? firstMissingGroup : undefined}
              describedBy={hydrated && dimension.type === "size" ? TOOLTIP_ID : undefined}
              onSelect={(valueId) => dispatch({ type: "select", dimensionId: dimension.id, valueId })}
            />
          ))}
        </div>
        <StockFallback sizing={sizing} colorId={view.colorId} stockId={stock?.id} />
        {hydrated && (
          <>
            <input type="hidden" name="asin" value={stock?.asin ?? ""} />
            <input type="hidden" name="stockId" value={stock?.id ?? ""} />
          </>
        )}
        <input type="hidden" name="quantity" value="1" />
        {stock && lowStockMessage && stock.onHand <= LOW_STOCK_THRESHOLD && (
          <p className="low-stock">Only {stock.onHand} left in stock!</p>
        )}
        {bag.error && (
          <p role="alert" className="add-to-bag-error">
            {bag.error}
          </p>
        )}
        {notifyMe.message && (
          <p
            role={notifyMe.ok ? "status" : "alert"}
            className={notifyMe.ok ? "notify-me-done" : "add-to-bag-error"}
          >
            {notifyMe.message}
          </p>
        )}
        <button
          ref={addButtonRef}
          type="submit"
          className="add-to-bag"
          disabled={button.disabled}
          aria-busy={bag.pending || notifyMe.pending}
        >
          {button.text}
        </button>
      </form>
      {bag.added && (
        <AddToBagModal
          cart={bag.added.cart}
          item={bag.added.item}
          cartName={bag.cartName}
          onClose={bag.closeModal}
        />
      )}
    </>
  );
}
