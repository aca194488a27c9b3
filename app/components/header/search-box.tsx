import { useId } from "react";
import { SearchIcon } from "../layout/icons.tsx";
import { DepartmentSelect } from "./search/department-select.tsx";
import { optionId, SearchListbox, SearchListStatus } from "./search/search-listbox.tsx";
import { useSearchCombobox } from "./search/use-search-combobox.ts";

/**
 * The header's search. The markup is a plain GET form to /search?term=… so it works without
 * JavaScript; hydrated, it is a WAI-ARIA combobox with suggestions, recent searches and a
 * department choice, and submitting follows the spec's order of situations (submit-rules.ts).
 */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const inputId = useId();
  const listboxId = useId();
  const box = useSearchCombobox();
  const expanded = box.open && box.options.length > 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a role=search form is the agreed markup and works in every browser
    <form role="search" action="/search" method="get" className="header-search" onSubmit={box.onSubmit}>
      <div className="header-search-field">
        <label htmlFor={inputId} className="layout-visually-hidden">
          Search
        </label>
        <input
          ref={box.inputRef}
          id={inputId}
          className="header-search-input"
          type="search"
          name="term"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={box.activeIndex >= 0 ? optionId(listboxId, box.activeIndex) : undefined}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={box.onChange}
          onFocus={box.onFocus}
          onBlur={box.onBlur}
          onKeyDown={box.onKeyDown}
        />
        <SearchListbox
          id={listboxId}
          open={box.open}
          zeroState={box.zeroState}
          options={box.options}
          activeIndex={box.activeIndex}
          onChoose={box.choose}
          onHighlight={box.highlight}
        />
      </div>
      <DepartmentSelect value={box.department} onChange={box.changeDepartment} />
      <button type="submit" className="header-search-submit" aria-label="Submit search">
        <SearchIcon />
      </button>
      <SearchListStatus open={box.open} zeroState={box.zeroState} count={box.options.length} />
    </form>
  );
}
