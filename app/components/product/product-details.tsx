import type { ProductBundle } from "../../../modules/catalog/index.ts";
import { displayLabel } from "../../../modules/sizing/index.ts";
import { ProductTabs } from "./product-tabs.tsx";

function Highlights({ product }: { product: ProductBundle }) {
  return (
    <>
      <p>{product.description.summary}</p>
      {product.description.bullets.length > 0 && (
        <ul>
          {product.description.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Every dimension of the product with the values it comes in, in rank order. */
function SizeChart({ product }: { product: ProductBundle }) {
  const { dimensions, allValues } = product.sizing;
  if (dimensions.length === 0) return <p>One size.</p>;
  return (
    <dl className="size-chart">
      {dimensions.map((dimension) => (
        <div key={dimension.id}>
          <dt>{dimension.name}</dt>
          <dd>
            {dimension.values
              .map((id) => allValues.find((value) => value.id === id))
              .map((value) => (value ? displayLabel(dimension.type, value.label) : ""))
              .filter(Boolean)
              .join(", ")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TechSpecs({ product }: { product: ProductBundle }) {
  const specs: [string, string][] = [
    ["Product type", product.defaultProductType],
    ["Category", product.defaultCategory],
    ["Gender", product.genders.join(", ")],
    ["Half sizes", product.hasHalfSizes ? "Yes" : "No"],
    ["SKU", String(product.productId)],
  ];
  return (
    <dl className="tech-specs">
      {specs
        .filter(([, value]) => value !== "")
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The tabs Highlights, Size Chart and Tech Specs (spec 1, "Product detail buy area"). */
export function ProductDetails({ product }: { product: ProductBundle }) {
  return (
    <ProductTabs
      tabs={[
        { id: "highlights", title: "Highlights", content: <Highlights product={product} /> },
        { id: "size-chart", title: "Size Chart", content: <SizeChart product={product} /> },
        { id: "tech-specs", title: "Tech Specs", content: <TechSpecs product={product} /> },
      ]}
    />
  );
}
