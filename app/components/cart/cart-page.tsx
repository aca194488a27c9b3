import { useEffect } from "react";
import { Link } from "react-router";
import { type Cart, rewardsPoints } from "../../../modules/cart/index.ts";
import { formatPrice } from "../../../modules/core/index.ts";
import type { RecoWidget } from "../../../modules/recos/index.ts";
import { useBag } from "../../lib/cart/bag-context.tsx";
import { CHECKOUT_PATH } from "../../lib/sign-in.ts";
import { ProductRecommendations } from "../product/product-recommendations.tsx";
import { CartLine } from "./cart-line.tsx";

export interface CartPageData {
  cart: Cart;
  cartName: string;
  notice: string | null;
  error: string | null;
  /** Deferred; null for an empty bag, which shows none. */
  recommendations: Promise<RecoWidget[]> | null;
}

function itemsWord(n: number): string {
  return `${n} ${n === 1 ? "item" : "items"}`;
}

function EmptyBag({ cartName }: { cartName: string }) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">Your {cartName} is empty.</p>
      <p>Find something you love and it will wait for you here.</p>
      <ul className="empty-state-links">
        <li>
          <Link to="/women">Shop Women</Link>
        </li>
        <li>
          <Link to="/men">Shop Men</Link>
        </li>
        <li>
          <Link to="/shoes">Shop Shoes</Link>
        </li>
        <li>
          <Link to="/">Back to the home page</Link>
        </li>
      </ul>
    </div>
  );
}

function Summary({ cart }: { cart: Cart }) {
  const subtotal = Math.round(cart.subtotal.amount * 100);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className="layout-visually-hidden">
        Summary
      </h2>
      <p className="cart-subtotal">
        Subtotal ({itemsWord(cart.activeItemTotalQuantity)}): <strong>{formatPrice(subtotal)}</strong>
      </p>
      <p className="cart-rewards">Earn {rewardsPoints(subtotal)} VIP points with this order.</p>
      <Link to={CHECKOUT_PATH} className="button button-primary cart-checkout">
        Proceed to Checkout
      </Link>
    </aside>
  );
}

/** The bag page: lines with quantity, remove and save for later, the saved list, subtotal and recommendations. */
export function CartPage({ data, actionError }: { data: CartPageData; actionError: string | null }) {
  const { cart, cartName } = data;
  const bag = useBag();
  useEffect(() => {
    bag?.seen(cart);
  }, [bag?.seen, cart]);
  const message = actionError ?? data.error ?? data.notice;
  return (
    <section className="page cart-page" aria-labelledby="cart-heading">
      <h1 id="cart-heading">My {cartName}</h1>
      {message && (
        <p role="alert" className="cart-message">
          {message}
        </p>
      )}
      {cart.activeItems.length === 0 ? (
        <EmptyBag cartName={cartName} />
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label={`Items in your ${cartName}`}>
            {cart.activeItems.map((item) => (
              <CartLine key={item.stockId} item={item} saved={false} />
            ))}
          </ul>
          <Summary cart={cart} />
        </div>
      )}
      {cart.savedItems.length > 0 && (
        <section className="cart-saved" aria-labelledby="cart-saved-heading">
          <h2 id="cart-saved-heading">Saved for Later ({itemsWord(cart.savedItems.length)})</h2>
          <ul className="cart-lines">
            {cart.savedItems.map((item) => (
              <CartLine key={item.stockId} item={item} saved />
            ))}
          </ul>
        </section>
      )}
      {data.recommendations && <ProductRecommendations widgets={data.recommendations} />}
    </section>
  );
}
