import { Link } from "react-router";

/** A brand as the index shows it. */
export interface BrandSummary {
  brandId: number;
  name: string;
  /** Products with a style in stock. */
  productCount: number;
}

/** The letter a brand is filed under: its first letter, or '#' for digits and symbols. */
export function brandLetter(name: string): string {
  const first = name.normalize("NFD").charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : "#";
}

function byLetter(brands: readonly BrandSummary[]): [string, BrandSummary[]][] {
  const groups = new Map<string, BrandSummary[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups].sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)));
}

/** The brand index: a letter bar, then each letter's brands with their product counts. */
export function BrandIndex({ brands }: { brands: readonly BrandSummary[] }) {
  const groups = byLetter(brands);
  const anchor = (letter: string) => `brands-${letter === "#" ? "other" : letter}`;
  return (
    <div className="page brand-index">
      <h1>Shop Brands A-Z</h1>
      <nav aria-label="Brands by letter">
        <ul className="brand-letters">
          {groups.map(([letter]) => (
            <li key={letter}>
              <a href={`#${anchor(letter)}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([letter, group]) => (
        <section key={letter} id={anchor(letter)} aria-labelledby={`${anchor(letter)}-heading`}>
          <h2 id={`${anchor(letter)}-heading`} className="brand-letter-heading">
            {letter}
          </h2>
          <ul className="brand-list">
            {group.map((brand) => (
              <li key={brand.brandId}>
                <Link to={`/search/brand/${brand.brandId}`}>
                  {brand.name}{" "}
                  <span className="brand-count">({brand.productCount.toLocaleString("en-US")})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
