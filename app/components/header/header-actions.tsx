import { Link } from "react-router";
import { BagIcon, HeartIcon, PersonIcon } from "../layout/icons.tsx";
import { formatCount, itemCountLabel } from "../layout/rules.ts";

/** Cart link with its count; the accessible name spells the count out ('Bag, 3 items'). */
export function CartLink({ cartName, count }: { cartName: string; count: number }) {
  return (
    <Link to="/cart" className="header-action header-cart" aria-label={itemCountLabel(cartName, count)}>
      <BagIcon />
      <span className="header-action-label">{cartName}</span>
      <span className="header-count" data-empty={count <= 0}>
        {formatCount(count)}
      </span>
    </Link>
  );
}

/** Favorites link with its count (signed-in visitors only). */
export function FavoritesLink({ count }: { count: number }) {
  return (
    <Link
      to="/account/favorites"
      className="header-action header-favorites"
      aria-label={itemCountLabel("Favorites", count)}
    >
      <HeartIcon />
      <span className="header-action-label">Favorites</span>
      <span className="header-count" data-empty={count <= 0}>
        {formatCount(count)}
      </span>
    </Link>
  );
}

/** 'Sign In' for guests; 'My Account' with the (decoded) first name for customers. */
export function AccountLink({ firstName, signedIn }: { firstName: string | null; signedIn: boolean }) {
  if (!signedIn) {
    return (
      <Link to="/login" className="header-action header-account">
        <PersonIcon />
        <span className="header-action-label">Sign In</span>
      </Link>
    );
  }
  return (
    <Link to="/account" className="header-action header-account">
      <PersonIcon />
      <span className="header-action-label">
        {firstName && <span className="header-account-name">Hi, {firstName}</span>} <span>My Account</span>
      </span>
    </Link>
  );
}
