import { Suspense } from "react";
import { Await } from "react-router";
import type { RecoWidget } from "../../../modules/recos/index.ts";
import { withRecoRef } from "../../lib/product/product-cards.ts";
import { Carousel } from "../carousel/index.ts";
import { ProductCard } from "../product-card/index.ts";

/** The widgets' carousels, each card linking with ?ref={recoName}; widgets without cards are left out. */
function RecommendationCarousels({ widgets }: { widgets: RecoWidget[] }) {
  return (
    <>
      {widgets
        .filter((widget) => widget.recos.length > 0)
        .map((widget) => (
          <Carousel
            key={widget.recoName}
            title={widget.title}
            className="product-recommendations"
            items={widget.recos.map((card) => ({
              key: card.productId,
              node: <ProductCard card={withRecoRef(card, widget.recoName)} />,
            }))}
          />
        ))}
    </>
  );
}

/**
 * Recommendations below the product, deferred: the page (and its buy area) is sent first and the
 * carousels follow in the same response when the loader's promise settles. A failure shows nothing.
 */
export function ProductRecommendations({ widgets }: { widgets: Promise<RecoWidget[]> }) {
  return (
    <Suspense fallback={<div className="product-recommendations-placeholder" aria-hidden="true" />}>
      <Await resolve={widgets} errorElement={null}>
        {(resolved) => <RecommendationCarousels widgets={resolved} />}
      </Await>
    </Suspense>
  );
}
