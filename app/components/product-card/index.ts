export { CardListStructuredData } from "./card-list-structured-data.tsx";
export type { HeartTarget } from "./heart-button.tsx";
export { ProductCard, type ProductCardProps } from "./product-card.tsx";
export { ProductGrid, type ProductGridProps } from "./product-grid.tsx";
