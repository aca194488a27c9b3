import { useLocation } from "react-router";
import { useFavorites } from "../../lib/favorites/favorites-context.tsx";
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
 * JavaScript it is a form for everyone (a page shared by every visitor cannot know who is
 * signed in): a customer's adds the style (or removes it, once known hearted) and comes back to
 * the page; a guest's goes to sign-in, which comes back with heartOnLoad.
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
  const location = useLocation();
  const hearted = favorites?.isHearted(target.styleId) ?? false;
  const label = heartLabel(itemName, hearted);
  const toggle = (event: { preventDefault(): void }) => {
    if (!favorites && !onHeart) return;
    event.preventDefault();
    favorites?.toggle(target.styleId);
    onHeart?.(target);
  };
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
