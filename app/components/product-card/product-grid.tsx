import type { ProductCard as ProductCardData } from "../../../modules/search/index.ts";
import { CardListStructuredData } from "./card-list-structured-data.tsx";
import { PRIORITY_CARD_COUNT } from "./card-rules.ts";
import type { HeartTarget } from "./heart-button.tsx";
import { ProductCard } from "./product-card.tsx";

export interface ProductGridProps {
  cards: ProductCardData[];
  /** Accessible name of the list, e.g. 'Search results'. */
  label?: string;
  /** How many cards, from the first, load their image at once (the first row; default 4). */
  priorityCount?: number;
  onHeart?: (target: HeartTarget) => void;
}

/** A list of product cards (2 per row on mobile, 3 on tablet, 4 on desktop; product-card.css) and its ItemList. */
export function ProductGrid({
  cards,
  label,
  priorityCount = PRIORITY_CARD_COUNT,
  onHeart,
}: ProductGridProps) {
  return (
    <>
      <ul className="product-grid" aria-label={label}>
        {cards.map((card, index) => (
          <li key={card.styleId} className="product-grid-item">
            <ProductCard card={card} priority={index < priorityCount} onHeart={onHeart} />
          </li>
        ))}
      </ul>
      <CardListStructuredData cards={cards} />
    </>
  );
}
