import type { MetaDescriptor } from "react-router";
import type { ProductBundle, ProductStyle } from "../../../modules/catalog/index.ts";
import type { RecoWidget } from "../../../modules/recos/index.ts";
import { type OpenGraph, openGraphMeta } from "../open-graph.ts";

/** What the product page's loader hands to the page. */
export interface ProductPageData {
  product: ProductBundle;
  /** The colour shown: the URL's when the product has it, else the default (or asked-for) style's. */
  colorId: number;
  title: string;
  description: string;
  canonicalUrl: string;
  openGraph: OpenGraph;
  /** The path colour links extend with /color/{colorId} (keeps the URL form and /marty). */
  colorBasePath: string;
  reviewsPath: string;
  /** The marketplace shows 'Only N left in stock!'. */
  lowStockMessage: boolean;
  /** A sold-out size's button is disabled ('Out of Stock'), or, with notifyMe, reads 'Notify Me'. */
  outOfStockDisabled: boolean;
  /** The out-of-stock experience: a signed-in visitor gets 'Notify Me' (the page is the same for every visitor). */
  notifyMe: boolean;
  /** schema.org Product and BreadcrumbList, ready to embed. */
  structuredData: unknown[];
  /** The recommendation carousels, deferred (streamed after the buy area); never rejects. */
  recommendations: Promise<RecoWidget[]>;
}

/** Spec 1 section 8, "product load". */
export { PRODUCT_LOAD_MESSAGE } from "../../../modules/catalog/index.ts";

/** The style of a colour, or the first style when the product has no such colour. */
export function styleOf(product: ProductBundle, colorId: number): ProductStyle | undefined {
  return product.styles.find((style) => style.colorId === colorId) ?? product.styles[0];
}

/** The width and height an image URL names (`.../MAIN-736x920.svg`), so the image is sized before it loads. */
export function imageSizeOf(url: string): { width: number; height: number } | undefined {
  const match = /-(\d+)x(\d+)\.\w+$/.exec(url);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** Title, description, the canonical link and Open Graph (the main image's preload comes from ProductGallery). */
export function productPageMeta(data: ProductPageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "404 Error Page" }];
  return [
    { title: data.title },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonicalUrl },
    ...openGraphMeta(data.openGraph),
  ];
}
