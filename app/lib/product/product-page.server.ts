import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { getProductBundle, type ProductRef } from "../../../modules/catalog/index.server.ts";
import {
  ASIN_PATTERN,
  NO_STYLES_IN_STOCK,
  PRODUCT_ID_PATTERN,
  type ProductBundle,
  parseCatalogId,
  productPath,
} from "../../../modules/catalog/index.ts";
import { isAppError, martyPrefixOf, withoutMarty } from "../../../modules/core/index.ts";
import { getRecommendations } from "../../../modules/recos/index.server.ts";
import { type RecoWidget, recoSeed, type WidgetName } from "../../../modules/recos/index.ts";
import { inspiredSearchUrl } from "../../../modules/search/index.server.ts";
import { categorySearchPath } from "../../../modules/search/index.ts";
import { EGIFT_CARDS_PATH } from "../paths.ts";
import { PRODUCT_LOAD_MESSAGE, type ProductPageData, styleOf } from "./product-page-data.ts";
import { breadcrumbStructuredData, canonicalPath, productStructuredData } from "./structured-data.ts";

/** Where an e-Gift Card's product page leads. */
export const GIFT_CARD_PAGE = EGIFT_CARDS_PATH;

const notFound = () => data({ message: PRODUCT_LOAD_MESSAGE }, { status: 404 });

type Params = Readonly<Record<string, string | undefined>>;

/** The product a URL names, or a 404 with the spec's message when an id is malformed. */
function productRef(params: Params): ProductRef {
  if (params.asin !== undefined) {
    if (!ASIN_PATTERN.test(params.asin)) throw notFound();
    return { asin: params.asin };
  }
  const id = params.stockId ?? params.productId ?? "";
  if (!PRODUCT_ID_PATTERN.test(id)) throw notFound();
  return params.stockId !== undefined ? { stockId: Number(id) } : { productId: Number(id) };
}

async function loadBundle(context: LoaderFunctionArgs["context"], ref: ProductRef): Promise<ProductBundle> {
  try {
    return await getProductBundle(context.db, ref, {
      marketplaces: context.marketplaces,
      categoryLink: categorySearchPath,
    });
  } catch (error) {
    if (isAppError(error) && error.status < 500) throw notFound();
    throw error;
  }
}

/**
 * The sister marketplace's page of the product (301): the colour of the URL, or of the stock a
 * /p/asin or /product/stockId link named, and the recommendation name (`ref`) kept.
 */
function sisterPage(
  product: ProductBundle,
  subsiteUrl: string,
  request: Request,
  colorParam?: string,
): string {
  const urlColor = product.styles.find((style) => String(style.colorId) === colorParam)?.colorId;
  const colorId = urlColor ?? (product.selected.stockId !== null ? product.selected.colorId : undefined);
  const ref = new URL(request.url).searchParams.get("ref");
  const query = ref ? `?${new URLSearchParams({ ref })}` : "";
  return `${subsiteUrl}${colorId === undefined ? "" : `/color/${colorId}`}${query}`;
}

/** Spec 1 section 4, "Product detail page": other subsite (301), e-Gift Card, no style in stock. */
async function redirectIfElsewhere(
  product: ProductBundle,
  { request, params, context }: Pick<LoaderFunctionArgs, "request" | "params" | "context">,
): Promise<void> {
  const subsite = product.preferredSubsite;
  if (subsite && subsite.id !== context.marketplace.subsiteId) {
    throw redirect(sisterPage(product, subsite.url, request, params.colorId), 301);
  }
  if (product.isEgc) throw redirect(GIFT_CARD_PAGE);
  if (!product.inStock) {
    context.telemetry.track(
      "PDP Out Of Stock",
      { productId: product.productId, message: NO_STYLES_IN_STOCK.message },
      context.log,
    );
    const landing = await inspiredSearchUrl(context.searchEngine, {
      brandName: product.brandName,
      productType: product.defaultProductType,
      subcategory: product.defaultCategory,
      genders: product.genders,
    });
    throw redirect(landing);
  }
}

/** The URL's colour when the product has it; anything else falls back to the default style. */
function chosenColorId(product: ProductBundle, colorParam: string | undefined): number {
  const colorId = colorParam === undefined ? null : parseCatalogId(colorParam);
  const known = product.styles.some((style) => style.colorId === colorId);
  return known && colorId !== null ? colorId : product.selected.colorId;
}

/** The path colour links extend: the URL's own product path, or the canonical one for /p/asin and /product/stockId. */
function colorBasePath(pathname: string, params: Params, product: ProductBundle): string {
  const prefix = martyPrefixOf(pathname);
  if (params.productId === undefined) {
    return `${prefix}${productPath(product.seoName, product.productId)}`;
  }
  return `${prefix}${withoutMarty(pathname).replace(/\/color\/[^/]*$/, "")}`;
}

/** The carousels under a product, in order. */
const PRODUCT_PAGE_WIDGETS: readonly WidgetName[] = ["similar-styles", "recommended-for-you"];

/** The product's recommendations; a failure is logged and shows no carousel, never a failed page. */
function loadRecommendations(
  context: LoaderFunctionArgs["context"],
  product: ProductBundle,
  colorId: number,
): Promise<RecoWidget[]> {
  return getRecommendations(context, {
    widgets: PRODUCT_PAGE_WIDGETS,
    seed: recoSeed(product, colorId),
  }).catch((error: unknown) => {
    context.log.warn({ err: error, productId: product.productId }, "recommendations failed");
    return [];
  });
}

/** The loader of every product URL: validates the ids, reads the bundle, redirects, and shapes the page. */
export async function loadProductPage({
  request,
  params,
  context,
}: Pick<LoaderFunctionArgs, "request" | "params" | "context">): Promise<ProductPageData> {
  const product = await loadBundle(context, productRef(params));
  await redirectIfElsewhere(product, { request, params, context });
  const { marketplace } = context;
  const colorId = chosenColorId(product, params.colorId);
  const canonicalUrl = `${marketplace.baseUrl}${canonicalPath(product, colorId)}`;
  const name = `${product.brandName} ${product.productName}`;
  const title = `${name} | ${marketplace.name}`;
  const description = product.description.summary || `Shop ${name} at ${marketplace.name}.`;
  const image = styleOf(product, colorId)?.images[0]?.url ?? product.defaultImageUrl;
  return {
    product,
    colorId,
    title,
    description,
    canonicalUrl,
    openGraph: {
      title,
      description,
      url: canonicalUrl,
      image: `${marketplace.baseUrl}${image}`,
      type: "product",
      siteName: marketplace.name,
    },
    colorBasePath: colorBasePath(new URL(request.url).pathname, params, product),
    reviewsPath: `/product/review/${product.productId}`,
    lowStockMessage: marketplace.features.lowStockMessage,
    outOfStockDisabled: marketplace.features.outOfStockDisabled,
    notifyMe: marketplace.features.notifyMe,
    structuredData: [
      productStructuredData(product, marketplace.baseUrl),
      breadcrumbStructuredData(product, marketplace.baseUrl, canonicalUrl),
    ],
    recommendations: loadRecommendations(context, product, colorId),
  };
}
