import { Link } from "react-router";
import { HeartIcon } from "../layout/icons.tsx";
import { heartSignInUrl } from "./card-rules.ts";

/** The style a heart asks to keep. */
export interface HeartTarget {
  productId: number;
  styleId: number;
  colorId: number;
}

/**
 * The heart. Nobody can sign in and keep favorites yet, so for a visitor it leads to sign-in
 * carrying the style (/login?heartOnLoad={styleId}), which works without JavaScript; with
 * JavaScript a page may take over with `onHeart` (the favorites issue will, optimistically).
 */
export function HeartButton({
  target,
  label,
  onHeart,
}: {
  target: HeartTarget;
  label: string;
  onHeart?: (target: HeartTarget) => void;
}) {
  return (
    <Link
      to={heartSignInUrl(target.styleId)}
      className="product-card-heart"
      aria-label={label}
      onClick={(event) => {
        if (!onHeart) return;
        event.preventDefault();
        onHeart(target);
      }}
    >
      <HeartIcon />
    </Link>
  );
}
