import { Link } from "react-router";
import type { Route } from "./+types/cart";

export function loader({ context }: Route.LoaderArgs) {
  return { cartName: context.marketplace.cartName };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `My ${data?.cartName ?? "Bag"}` }, { name: "robots", content: "noindex" }];
}

/** The bag page; until the bag lands every bag is empty. */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const { cartName } = loaderData;
  return (
    <section className="page cart-page" aria-labelledby="cart-heading">
      <h1 id="cart-heading">My {cartName}</h1>
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
    </section>
  );
}
