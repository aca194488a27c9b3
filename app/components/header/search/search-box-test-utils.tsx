import { act, cleanup, fireEvent, type RenderResult, render, screen, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, type Mock, vi } from "vitest";
import { SearchBox } from "../search-box.tsx";
import { SUGGESTIONS_DEBOUNCE_MS } from "./autocomplete-client.ts";

// Test-only helpers for the search box tests (never imported by the app).

export const PLACEHOLDER = "Search for shoes, clothes, etc.";

export type FetchSpy = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The search box in a router at '/', with its input and the router's current location. */
export function renderBox(): RenderResult & { input: HTMLElement; location: () => string | null } {
  const view = render(
    <MemoryRouter initialEntries={["/"]}>
      <SearchBox placeholder={PLACEHOLDER} />
      <CurrentLocation />
    </MemoryRouter>,
  );
  const input = screen.getByRole("combobox", { name: "Search" });
  return { ...view, input, location: () => screen.getByTestId("location").textContent };
}

/**
 * Fake timers and a test double of the network (a fetch spy answering every /autocomplete call
 * with three suggestions), reset after each test with localStorage. Returns the current spy.
 */
export function setUpSearchBoxTests(): () => FetchSpy {
  let fetchSpy: FetchSpy = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    fetchSpy = vi.fn(async (url: string) => {
      const term = new URL(url, "http://store.test").searchParams.get("term") ?? "";
      const results = [
        { suggestion: "Boots", categories: ["Boots"] },
        { suggestion: "Boat Shoes", categories: ["Shoes"] },
        { suggestion: "Bomber Jacket", categories: ["Jackets & Coats"] },
      ];
      return new Response(JSON.stringify({ term, matches: results }), {
        headers: { "Content-Type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetchSpy);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  return () => fetchSpy;
}

/** Types text the way a shopper does, one keystroke at a time, with no pause between them. */
export function typeQuickly(input: HTMLElement, text: string): void {
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
}

/** Lets the debounce run out and the answer arrive. */
export async function waitForSuggestions(ms = SUGGESTIONS_DEBOUNCE_MS): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The options of the combobox's own list (the Department select has options too). */
export function listOptions(): HTMLElement[] {
  const input = screen.getByRole("combobox", { name: "Search" });
  const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "");
  return listbox ? within(listbox).queryAllByRole("option") : [];
}

/** The option aria-activedescendant points at. */
export function activeOption(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
}
