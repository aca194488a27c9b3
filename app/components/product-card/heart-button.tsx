import { Link, useLocation } from "react-router";
import { useFavorites } from "../../lib/favorites/favorites-context.tsx";
import { heartSignInUrl } from "../../lib/favorites/heart-rules.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { HeartIconRef } from "../layout/icons.tsx";
import { heartLabel } from "./card-rules.ts";

/** The style a heart asks to keep. */
export interface HeartTarget {
  productId: number;
  styleId: number;
  colorId: number;
}

/** Where the form of a signed-in customer's heart posts without JavaScript. */
export const HEART_FORM_ACTION = "/account/favorites";

/**
 * The heart (spec 1 section 4, "Favorites"). With JavaScript it toggles at once and the
 * favorites provider keeps it (or reverts it and shows the heart login modal). Without
 * JavaScript a guest's heart is a link to sign-in that comes back with heartOnLoad, and a
 * customer's heart is a form that adds the style (or removes it) and comes back to the page.
 */
export function HeartButton(props: {
  target: HeartTarget;
  /** Brand and name, for the accessible name ('Add to favorites: {item}'). */
  itemName: string;
  className?: string;
  onHeart?: (target: HeartTarget) => void;
}) {
  const { target, itemName, onHeart } = props;
  const className = props.className ?? "product-card-heart";
  const favorites = useFavorites();
  const hydrated = useHydrated();
  const location = useLocation();
  const hearted = favorites?.isHearted(target.styleId) ?? false;
  const label = heartLabel(itemName, hearted);
  const toggle = (event: { preventDefault(): void }) => {
    if (!hydrated || (!favorites && !onHeart)) return;
    event.preventDefault();
    favorites?.toggle(target.styleId);
    onHeart?.(target);
  };
  if (!favorites?.signedIn) {
    return (
      <Link
        to={heartSignInUrl(target.styleId, location.pathname, location.search)}
        className={className}
        aria-label={label}
        data-hearted={hearted}
        onClick={toggle}
        // Sign-in is not where a shopper goes from a hundred hearts: no route discovery per heart.
        discover="none"
      >
        <HeartIconRef />
      </Link>
    );
  }
  return (
    <form method="post" action={HEART_FORM_ACTION} className={`${className}-form`}>
      <input type="hidden" name="intent" value={hearted ? "remove" : "add"} />
      <input type="hidden" name="itemId" value={target.styleId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={className} aria-label={label} data-hearted={hearted} onClick={toggle}>
        <HeartIconRef />
      </button>
    </form>
  );
}
