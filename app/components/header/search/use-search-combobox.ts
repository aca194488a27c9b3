import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { ALL_DEPARTMENTS, departmentByValue } from "./departments.ts";
import { readDepartment, readRecentSearches, rememberSearch, saveDepartment } from "./search-storage.ts";
import { type HighlightedOption, searchDestination } from "./submit-rules.ts";
import { useSuggestions } from "./use-suggestions.ts";

/** Delay before the list closes once focus leaves the box (spec 1 section 9, search-close delay). */
export const SEARCH_CLOSE_DELAY_MS = 100;

/** An option of the list: a recent search (empty box) or a suggestion (typed text). */
export type SearchOption = HighlightedOption;

/** Everything the search box renders and the handlers it wires. */
export interface SearchCombobox {
  inputRef: RefObject<HTMLInputElement | null>;
  term: string;
  department: string;
  open: boolean;
  /** Zero state: the box is empty, the list shows recent searches. */
  zeroState: boolean;
  options: SearchOption[];
  /** Index of the highlighted option, -1 for none. */
  activeIndex: number;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onFocus(): void;
  onBlur(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** A pointer picked an option: search for it at once. */
  choose(index: number): void;
  /** The pointer is over an option: highlight it. */
  highlight(index: number): void;
  changeDepartment(value: string): void;
}

/** State and behaviour of the header search combobox (WAI-ARIA combobox with a listbox popup). */
export function useSearchCombobox(): SearchCombobox {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [term, setTerm] = useState("");
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const [recent, setRecent] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const zeroState = term.trim() === "";
  const suggestions = useSuggestions(term, departmentByValue(department).categories, open && !zeroState);
  const options: SearchOption[] = zeroState
    ? recent.map((recentTerm) => ({ kind: "recent", term: recentTerm }))
    : suggestions.map((suggestion) => ({ kind: "suggestion", suggestion }));
  const activeIndex = open && active < options.length ? active : -1;

  useEffect(() => {
    // Remembered choices are read after hydration, so the server's markup (All) hydrates as is.
    setDepartment(readDepartment());
    setRecent(readRecentSearches());
    // Text typed before hydration is kept.
    if (input.current?.value) setTerm(input.current.value);
    return () => clearTimeout(closeTimer.current);
  }, []);

  // A newer answer (for what was typed since) replaces the suggestions: the highlight stays on the
  // same suggestion when the new list has it, else it goes. Enter then searches what was highlighted.
  const shownSuggestions = useRef(suggestions);
  useEffect(() => {
    const before = shownSuggestions.current;
    shownSuggestions.current = suggestions;
    setActive((index) => {
      const highlighted = before[index]?.suggestion;
      return highlighted === undefined
        ? -1
        : suggestions.findIndex((suggestion) => suggestion.suggestion === highlighted);
    });
  }, [suggestions]);

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setActive(-1);
  }, []);

  const go = (highlighted: SearchOption | null) => {
    const destination = searchDestination({ term: input.current?.value ?? term, department, highlighted });
    if (!destination) {
      input.current?.focus();
      return;
    }
    setRecent(rememberSearch(destination.term));
    close();
    navigate(destination.url);
  };

  const move = (step: 1 | -1) => {
    if (!open) setOpen(true);
    if (options.length === 0) return;
    const from = open ? activeIndex : -1;
    if (from === -1) setActive(step === 1 ? 0 : options.length - 1);
    else setActive((from + step + options.length) % options.length);
  };

  return {
    inputRef: input,
    term,
    department,
    open,
    zeroState,
    options,
    activeIndex,
    onChange(event) {
      setTerm(event.target.value);
      setActive(-1);
      setOpen(true);
    },
    onFocus() {
      clearTimeout(closeTimer.current);
      setRecent(readRecentSearches());
      setOpen(true);
    },
    onBlur() {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(close, SEARCH_CLOSE_DELAY_MS);
    },
    onKeyDown(event) {
      if (event.nativeEvent.isComposing) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
      } else if (event.key === "Escape") {
        // Escape closes the list and never clears the text (a search input's own Escape would);
        // it still reaches the header, which closes its menus.
        event.preventDefault();
        close();
      }
    },
    onSubmit(event) {
      event.preventDefault();
      go(activeIndex >= 0 ? (options[activeIndex] ?? null) : null);
    },
    choose(index) {
      go(options[index] ?? null);
    },
    highlight(index) {
      setActive(index);
    },
    changeDepartment(value) {
      const chosen = departmentByValue(value).value;
      setDepartment(chosen);
      saveDepartment(chosen);
    },
  };
}
