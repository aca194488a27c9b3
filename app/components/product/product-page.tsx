import { useEffect, useRef } from "react";
import { cardOfProduct } from "../../lib/product/product-cards.ts";
import type { ProductPageData } from "../../lib/product/product-page-data.ts";
import { styleOf } from "../../lib/product/product-page-data.ts";
import { sizeKind } from "../../lib/product/size-memory.ts";
import { useVisitor } from "../../lib/visitor/visitor-context.tsx";
import { scriptSafeJson } from "../product-card/card-rules.ts";
import { rememberViewed } from "../recently-viewed/index.ts";
import { BuyArea } from "./buy-area.tsx";
import { ColorSwatches } from "./color-swatches.tsx";
import { ProductBreadcrumbs } from "./product-breadcrumbs.tsx";
import { ProductDetails } from "./product-details.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { ProductRecommendations } from "./product-recommendations.tsx";
import { ProductSummary } from "./product-summary.tsx";
import { SizeRecommendation } from "./size-recommendation.tsx";
import { StickyAddBar } from "./sticky-add-bar.tsx";
import { useSizing } from "./use-sizing.ts";

/**
 * The product detail page: breadcrumbs, images, summary, colours, size recommendation, buy area, tabs,
 * the sticky bar and the (deferred) recommendation carousels. Viewing it adds it to recently viewed.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  const { product, colorId } = data;
  const style = styleOf(product, colorId);
  const sizing = useSizing(product.sizing, {
    colorId,
    stockId: product.selected.stockId,
    sizeKind: sizeKind(product),
  });
  useEffect(() => {
    if (style) rememberViewed(cardOfProduct(product, style));
  }, [product, style]);
  const addButton = useRef<HTMLButtonElement>(null);
  // 'Notify Me' is for signed-in customers, known beside the page (it is shared by every visitor).
  const signedIn = useVisitor().visitor.customer?.authenticated === true;
  const outOfStock = { outOfStockDisabled: data.outOfStockDisabled, notifyMe: data.notifyMe && signedIn };
  const name = `${product.brandName} ${product.productName}`;
  return (
    <div className="product-page">
      <ProductBreadcrumbs product={product} />
      <div className="product-layout">
        {style && <ProductGallery key={style.styleId} style={style} alt={`${name}, ${style.color}`} />}
        <div className="product-buy">
          {style && <ProductSummary product={product} style={style} reviewsPath={data.reviewsPath} />}
          <ColorSwatches styles={product.styles} colorId={colorId} basePath={data.colorBasePath} />
          <SizeRecommendation sizing={product.sizing} view={sizing.view} />
          <BuyArea
            sizing={product.sizing}
            view={sizing.view}
            dispatch={sizing.dispatch}
            lowStockMessage={data.lowStockMessage}
            outOfStock={outOfStock}
            addButtonRef={addButton}
          />
        </div>
      </div>
      <ProductDetails product={product} />
      <ProductRecommendations widgets={data.recommendations} />
      <StickyAddBar
        watched={addButton}
        name={name}
        price={style?.price.formatted ?? ""}
        view={sizing.view}
        outOfStock={outOfStock}
      />
      {data.structuredData.map((item, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list (Product, BreadcrumbList)
          key={index}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped by scriptSafeJson
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(item) }}
        />
      ))}
    </div>
  );
}
