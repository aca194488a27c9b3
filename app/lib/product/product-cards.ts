import type { ProductBundle, ProductStyle } from "../../../modules/catalog/index.ts";
import { withRef } from "../../../modules/recos/index.ts";
import { type CardStyle, type ProductCard, toProductCard } from "../../../modules/search/index.ts";

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

function cardStyle(product: ProductBundle, style: ProductStyle): CardStyle {
  return {
    styleId: style.styleId,
    productId: product.productId,
    colorId: style.colorId,
    color: style.color,
    seoName: product.seoName,
    priceCents: style.price.cents,
    msrpCents: style.originalPrice.cents,
    hasPairImage: style.images.some((image) => image.type === "PAIR"),
  };
}

/** The product card of a product page's style (for recently viewed), made as search makes its cards. */
export function cardOfProduct(product: ProductBundle, style: ProductStyle): ProductCard {
  const onHand = style.stocks.reduce((sum, stock) => sum + Math.max(stock.onHand, 0), 0);
  const asin = (style.stocks.find((stock) => stock.onHand > 0) ?? style.stocks[0])?.asin ?? "";
  const inStock = product.styles.filter(
    (candidate) => candidate.inStock || candidate.styleId === style.styleId,
  );
  return toProductCard(
    {
      ...cardStyle(product, style),
      brandId: product.brandId,
      brandName: product.brandName,
      productName: product.productName,
      productType: product.defaultProductType,
      subcategory: product.defaultCategory,
      genders: product.genders.map(capitalised),
      onHand,
      asin,
      reviewRating: product.rating,
      reviewCount: product.reviewCount,
      badges: product.badges,
    },
    inStock.map((candidate) => cardStyle(product, candidate)),
  );
}

/** Each card's recommended copies by widget: the same object every render, so a card renders once. */
const recoCopies = new WeakMap<ProductCard, Map<string, ProductCard>>();

/** A recommended card whose links (its own and its swatches') say which widget led to them (?ref=). */
export function withRecoRef(card: ProductCard, recoName: string): ProductCard {
  let copies = recoCopies.get(card);
  if (!copies) {
    copies = new Map();
    recoCopies.set(card, copies);
  }
  const kept = copies.get(recoName);
  if (kept) return kept;
  const copy = {
    ...card,
    productUrl: withRef(card.productUrl, recoName),
    relatedStyles: card.relatedStyles.map((style) => ({
      ...style,
      productUrl: withRef(style.productUrl, recoName),
    })),
  };
  copies.set(recoName, copy);
  return copy;
}
