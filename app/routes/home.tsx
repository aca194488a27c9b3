import { Link } from "react-router";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  const { name, baseUrl } = context.marketplace;
  return { name, canonicalUrl: `${baseUrl}/` };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.name ?? "";
  return [
    { title: `${name}: Shoes, Clothing, Accessories & Gift Cards` },
    {
      name: "description",
      content: `Shop shoes, clothing, bags and accessories at ${name}, with free shipping and free returns.`,
    },
    ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonicalUrl }] : []),
  ];
}

const departments = [
  { text: "Women", to: "/women", note: "Sneakers, boots, dresses and more" },
  { text: "Men", to: "/men", note: "Everyday shoes to workwear" },
  { text: "Shoes", to: "/shoes", note: "Every size and width" },
  { text: "Brands", to: "/brands", note: "Find your favourite makers" },
] as const;

/** The home page: the promise of the store and the ways into the catalogue. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page home-page">
      <section className="home-hero" aria-labelledby="home-heading">
        <h1 id="home-heading">Find the right fit, fast</h1>
        <p>
          {loaderData.name} brings you shoes, clothing and accessories in every size and width, with free
          shipping and free returns.
        </p>
        <Link className="button button-primary" to="/shoes">
          Shop shoes
        </Link>
      </section>
      <section aria-labelledby="departments-heading">
        <h2 id="departments-heading">Shop by department</h2>
        <ul className="home-departments">
          {departments.map((d) => (
            <li key={d.to}>
              <Link to={d.to} className="home-department">
                <span className="home-department-name">{d.text}</span>
                <span className="home-department-note">{d.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
