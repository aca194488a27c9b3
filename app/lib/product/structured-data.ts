import { type ProductBundle, productPath } from "../../../modules/catalog/index.ts";
import { priceNumber } from "../../components/product-card/card-rules.ts";

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

/** The canonical product URL of a colour: /p/{seoName}/product/{productId}/color/{colorId}. */
export function canonicalPath(
  product: Pick<ProductBundle, "seoName" | "productId">,
  colorId: number,
): string {
  return productPath(product.seoName, product.productId, colorId);
}

/**
 * schema.org Product of the page: brand, images, one USD Offer per style with its availability and
 * URL, and an aggregate rating only when both the rating and the review count are above 0.
 */
export function productStructuredData(product: ProductBundle, baseUrl: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.productName,
    brand: { "@type": "Brand", name: product.brandName },
    description: product.description.summary,
    sku: String(product.productId),
    image: product.styles.flatMap((style) => style.images.map((image) => `${baseUrl}${image.url}`)),
    offers: product.styles.map((style) => ({
      "@type": "Offer",
      price: priceNumber(style.price.cents),
      priceCurrency: "USD",
      availability: style.inStock ? IN_STOCK : OUT_OF_STOCK,
      url: `${baseUrl}${canonicalPath(product, style.colorId)}`,
      color: style.color,
    })),
  };
  if (product.rating > 0 && product.reviewCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
      ratingCount: product.reviewCount,
    };
  }
  return data;
}

/** schema.org BreadcrumbList: the product's categories, then the product itself. */
export function breadcrumbStructuredData(
  product: ProductBundle,
  baseUrl: string,
  canonicalUrl: string,
): Record<string, unknown> {
  const items = [
    ...product.breadcrumbs.map((crumb) => ({ name: crumb.name, item: `${baseUrl}${crumb.url}` })),
    { name: product.productName, item: canonicalUrl },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, ...item })),
  };
}
