import { PageError } from "../components/page-error.tsx";
import { ProductPage } from "../components/product/product-page.tsx";
import { loadProductPage } from "../lib/product/product-page.server.ts";
import { productPageMeta } from "../lib/product/product-page-data.ts";
import type { Route } from "./+types/product";

/** /product/{id}[/color/{colorId}], /p/[{seoName}/]product/{id}[/color/{colorId}], /p/asin/{asin}, /product/stockId/{stockId}, /a/the-style-room/... */
export function loader(args: Route.LoaderArgs) {
  return loadProductPage(args);
}

export function meta({ data }: Route.MetaArgs) {
  return productPageMeta(data);
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductPage key={loaderData.product.productId} data={loaderData} />;
}

export const ErrorBoundary = PageError;
