import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Cart, CartItem } from "../../../modules/cart/index.ts";
import { formatPrice } from "../../../modules/core/index.ts";
import { CHECKOUT_PATH } from "../../lib/sign-in.ts";
import { itemDetails } from "./cart-line.tsx";

/**
 * The modal after adding from a product page (spec 1 "Cart modal"): the item, the bag's subtotal
 * and count, View Bag and Checkout. A native modal dialog: focus moves into it, stays in it, and
 * Escape or Continue Shopping closes it and gives focus back.
 */
export function AddToBagModal(props: { cart: Cart; item: CartItem; cartName: string; onClose: () => void }) {
  const { cart, item, cartName, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const count = cart.activeItemTotalQuantity;
  return (
    <dialog ref={dialog} className="add-to-bag-modal" aria-labelledby="add-to-bag-title" onClose={onClose}>
      <h2 id="add-to-bag-title">Added to {cartName}</h2>
      <div className="add-to-bag-item">
        <img src={item.imageUrl} alt="" width={110} height={82} />
        <div>
          <p className="cart-line-brand">{item.brandName}</p>
          <p className="cart-line-name">{item.productName}</p>
          <p className="cart-line-details">
            {itemDetails(item)
              .map((detail) => `${detail.label}: ${detail.value}`)
              .join(", ")}
          </p>
          <p className="cart-line-price">{formatPrice(Math.round(item.price * 100))}</p>
        </div>
      </div>
      <p className="add-to-bag-subtotal">
        {cartName} subtotal ({count} {count === 1 ? "item" : "items"}):{" "}
        <strong>{formatPrice(Math.round(cart.subtotal.amount * 100))}</strong>
      </p>
      <div className="add-to-bag-actions">
        <Link to="/cart" className="button button-secondary">
          View {cartName}
        </Link>
        <Link to={CHECKOUT_PATH} className="button button-primary">
          Checkout
        </Link>
        <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
          Continue Shopping
        </button>
      </div>
    </dialog>
  );
}
