import { Link } from "react-router";
import type { ProductBundle } from "../../../modules/catalog/index.ts";

/** The product's categories, then the product (spec 1 section 3, "breadcrumbs"). */
export function ProductBreadcrumbs({ product }: { product: ProductBundle }) {
  return (
    <nav aria-label="Breadcrumbs" className="product-breadcrumbs">
      <ol>
        {product.breadcrumbs.map((crumb) => (
          <li key={crumb.url}>
            <Link to={crumb.url}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{product.productName}</li>
      </ol>
    </nav>
  );
}
