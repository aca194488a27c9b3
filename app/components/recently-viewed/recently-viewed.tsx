import { useMemo, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { Carousel } from "../carousel/index.ts";
import { ProductCard } from "../product-card/index.ts";
import {
  parseRecentlyViewed,
  readStoredText,
  showsFooterRecommendations,
  subscribeToRecentlyViewed,
} from "./recently-viewed-store.ts";

const noStorageOnTheServer = () => null;

/** The footer's recently viewed carousel: the products this browser viewed, newest first (none on the server). */
export function RecentlyViewed() {
  const { pathname } = useLocation();
  const text = useSyncExternalStore(subscribeToRecentlyViewed, readStoredText, noStorageOnTheServer);
  const cards = useMemo(() => parseRecentlyViewed(text), [text]);
  if (cards.length === 0 || !showsFooterRecommendations(pathname)) return null;
  return (
    <Carousel
      title="Recently Viewed"
      className="recently-viewed"
      items={cards.map((card) => ({ key: card.productId, node: <ProductCard card={card} /> }))}
    />
  );
}
