import { listSearchBrands } from "../../modules/search/index.server.ts";
import { BrandIndex } from "../components/search/brand-index.tsx";
import type { Route } from "./+types/brands";

export async function loader({ context }: Route.LoaderArgs) {
  const { name, baseUrl } = context.marketplace;
  const brands = (await listSearchBrands(context.db))
    .filter((brand) => brand.productCount > 0)
    .map(({ id, name, productCount }) => ({ brandId: id, name, productCount }));
  return { brands, name, canonicalUrl: `${baseUrl}/brands` };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `Shop Brands A-Z | ${data.name}` },
    {
      name: "description",
      content: `Every brand at ${data.name}, A to Z, with free shipping and free returns.`,
    },
    { tagName: "link", rel: "canonical", href: data.canonicalUrl },
  ];
}

/** /brands: every brand A-Z with its number of products, each linking to its brand search. */
export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandIndex brands={loaderData.brands} />;
}
