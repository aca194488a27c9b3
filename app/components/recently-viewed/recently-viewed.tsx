import { lazy, Suspense, startTransition, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import {
  parseRecentlyViewed,
  readStoredText,
  showsFooterRecommendations,
  subscribeToRecentlyViewed,
} from "./recently-viewed-store.ts";

// The carousel and the cards are fetched only when there is something to show, so pages whose
// visitor has viewed nothing (and every server render) do not load them.
const RecentlyViewedCarousel = lazy(() => import("./recently-viewed-carousel.tsx"));

/**
 * The stored list's text: none on the server and while the page hydrates, then the browser's, kept
 * current. Read in transitions, so the footer's row is rendered in slices after hydration, not in
 * one task that blocks the page (a store's update through useSyncExternalStore is synchronous).
 */
function useStoredText(): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setText(readStoredText()));
    read();
    return subscribeToRecentlyViewed(read);
  }, []);
  return text;
}

/**
 * The footer's recently viewed carousel: the products this browser viewed, newest first (none on
 * the server). Its slot is on every page that can show it: when the browser keeps some, the head's
 * script marks the page before the first paint and CSS gives the slot the row's height, so the
 * row arriving after hydration moves nothing.
 */
export function RecentlyViewed() {
  const { pathname } = useLocation();
  const text = useStoredText();
  const cards = useMemo(() => parseRecentlyViewed(text), [text]);
  if (!showsFooterRecommendations(pathname)) return null;
  return (
    <div className="recently-viewed-slot">
      {cards.length > 0 && (
        <Suspense fallback={null}>
          <RecentlyViewedCarousel cards={cards} />
        </Suspense>
      )}
    </div>
  );
}
