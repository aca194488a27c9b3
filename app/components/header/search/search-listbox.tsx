import type { SearchOption } from "./use-search-combobox.ts";

/** Empty history (spec 1, "Header"). */
export const NO_PAST_SEARCHES = "No past searches";

/** The id of an option, for aria-activedescendant. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** The words an option shows and searches for. */
export function optionText(option: SearchOption): string {
  return option.kind === "recent" ? option.term : option.suggestion.suggestion;
}

export interface SearchListboxProps {
  id: string;
  open: boolean;
  zeroState: boolean;
  options: SearchOption[];
  activeIndex: number;
  onChoose(index: number): void;
  onHighlight(index: number): void;
}

/**
 * The combobox popup: recent searches for an empty box (or 'No past searches'), else suggestions.
 * Options never take focus (the input keeps it, aria-activedescendant points at the highlight);
 * a mouse press does not blur the input, so a click always lands.
 */
export function SearchListbox({
  id,
  open,
  zeroState,
  options,
  activeIndex,
  onChoose,
  onHighlight,
}: SearchListboxProps) {
  const showEmpty = open && zeroState && options.length === 0;
  const showList = open && options.length > 0;
  const heading = zeroState ? "Recent Searches" : "Suggestions";
  return (
    <div className="header-search-popup" data-open={showList || showEmpty}>
      {showList && (
        <p className="header-search-popup-heading" aria-hidden="true">
          {heading}
        </p>
      )}
      <div
        id={id}
        role="listbox"
        aria-label={zeroState ? "Recent searches" : "Search suggestions"}
        hidden={!showList}
      >
        {showList &&
          options.map((option, index) => {
            const text = optionText(option);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: aria-activedescendant pattern, the input keeps focus and takes the keys
              <div
                key={`${option.kind}:${text}`}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === activeIndex}
                className="header-search-option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(index)}
                onMouseMove={() => {
                  if (index !== activeIndex) onHighlight(index);
                }}
              >
                {text}
              </div>
            );
          })}
      </div>
      {showEmpty && (
        <p className="header-search-empty" role="status">
          {NO_PAST_SEARCHES}
        </p>
      )}
    </div>
  );
}

/** Visually hidden announcement of how many options the list holds. */
export function SearchListStatus({
  open,
  zeroState,
  count,
}: {
  open: boolean;
  zeroState: boolean;
  count: number;
}) {
  let message = "";
  if (open && count > 0) {
    const one = count === 1;
    const noun = zeroState ? (one ? "recent search" : "recent searches") : one ? "suggestion" : "suggestions";
    message = `${count} ${noun} available`;
  }
  return (
    <p className="layout-visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
