import { useId } from "react";
import { SearchIcon } from "../layout/icons.tsx";

/** The header's search form; a plain GET to /search?term=… so it works without JS. */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a role=search form is the agreed markup and works in every browser
    <form role="search" action="/search" method="get" className="header-search">
      <label htmlFor={inputId} className="layout-visually-hidden">
        Search
      </label>
      <input
        id={inputId}
        className="header-search-input"
        type="search"
        name="term"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="header-search-submit" aria-label="Submit search">
        <SearchIcon />
      </button>
    </form>
  );
}
