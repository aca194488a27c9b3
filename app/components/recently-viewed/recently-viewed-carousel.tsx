import type { ProductCard as ProductCardData } from "../../../modules/search/index.ts";
import { Carousel } from "../carousel/index.ts";
import { ProductCard } from "../product-card/index.ts";

/** The carousel of recently viewed cards (loaded only in browsers that have some). */
export default function RecentlyViewedCarousel({ cards }: { cards: ProductCardData[] }) {
  return (
    <Carousel
      title="Recently Viewed"
      className="recently-viewed"
      items={cards.map((card) => ({
        key: card.productId,
        node: <ProductCard card={card} />,
      }))}
    />
  );
}
