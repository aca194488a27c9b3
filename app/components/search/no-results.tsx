import { Link } from "react-router";
import { buildSearchUrl } from "../../../modules/search/url-grammar.ts";

const department = (name: string) => buildSearchUrl({ term: "", filters: { zc1: [name] }, page: 0 });

const categories = [
  { text: "Women", to: "/women" },
  { text: "Men", to: "/men" },
  { text: "Kids", to: "/search/kids" },
  { text: "Shoes", to: "/shoes" },
  { text: "Clothing", to: department("Clothing") },
  { text: "Bags", to: department("Bags") },
  { text: "Accessories", to: department("Accessories") },
  { text: "Brands", to: "/brands" },
] as const;

/** Zero results (spec 1, "Error pages"): the term, a hint and the ways into the catalogue. */
export function NoResults({ term, headingId }: { term: string; headingId: string }) {
  return (
    <section className="search-no-results" aria-labelledby={headingId}>
      <h1 id={headingId}>
        Hmmm, we couldn’t find anything for <span className="search-no-results-term">“{term}”</span>
      </h1>
      <p>Check out the categories below or try limiting the search to one to two words.</p>
      <nav aria-label="Categories">
        <ul className="search-no-results-links">
          {categories.map((c) => (
            <li key={c.text}>
              <Link to={c.to}>{c.text}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
