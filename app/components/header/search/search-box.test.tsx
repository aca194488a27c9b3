// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SUGGESTIONS_DEBOUNCE_MS } from "./autocomplete-client.ts";
import {
  activeOption,
  listOptions,
  PLACEHOLDER,
  renderBox,
  setUpSearchBoxTests,
  typeQuickly,
  waitForSuggestions,
} from "./search-box-test-utils.tsx";
import { RECENT_SEARCHES_KEY } from "./search-storage.ts";

const fetchSpy = setUpSearchBoxTests();

describe("header search box: markup", () => {
  it("is a plain GET form to /search with a term field, enhanced as a combobox", () => {
    const { input } = renderBox();
    const form = screen.getByRole("search");
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    expect(input.getAttribute("name")).toBe("term");
    expect(input.getAttribute("placeholder")).toBe(PLACEHOLDER);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(document.getElementById(input.getAttribute("aria-controls") ?? "")?.getAttribute("role")).toBe(
      "listbox",
    );
    expect(within(form).getByRole("button", { name: "Submit search" }).getAttribute("type")).toBe("submit");
  });

  it("offers the departments, with Shoes, Clothing and Adaptive split by Womens, Mens, Boys and Girls", () => {
    renderBox();
    const select = screen.getByRole("combobox", { name: "Department" });
    const labels = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(labels).toEqual([
      "All",
      ...["Shoes", "Clothing"].flatMap((d) => [
        d,
        ...["Womens", "Mens", "Boys", "Girls"].map((s) => `${d} - ${s}`),
      ]),
      "Accessories",
      "Toys & Games",
      "Adaptive",
      ...["Womens", "Mens", "Boys", "Girls"].map((s) => `Adaptive - ${s}`),
    ]);
    expect((select as HTMLSelectElement).value).toBe("all");
    expect(select.getAttribute("name")).toBeNull();
  });
});

describe("header search box: suggestions", () => {
  it("fetches once, 200 ms after the last keystroke, with a request id", async () => {
    const { input } = renderBox();
    fireEvent.focus(input);
    typeQuickly(input, "boo");
    await waitForSuggestions(SUGGESTIONS_DEBOUNCE_MS - 1);
    expect(fetchSpy()).not.toHaveBeenCalled();
    await waitForSuggestions(1);
    expect(fetchSpy()).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy().mock.calls[0] ?? [];
    expect(url).toBe("/autocomplete?term=boo");
    expect(new Headers(init?.headers).get("X-UUID")).toMatch(/^[0-9a-f-]{36}$/);
    const listbox = screen.getByRole("listbox", { name: "Search suggestions" });
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Boots", "Boat Shoes", "Bomber Jacket"]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("aborts a request still running when a newer one starts", async () => {
    const signals: AbortSignal[] = [];
    fetchSpy().mockImplementation(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>(() => {
          if (init?.signal) signals.push(init.signal);
        }),
    );
    const { input } = renderBox();
    fireEvent.focus(input);
    typeQuickly(input, "bo");
    await waitForSuggestions();
    typeQuickly(input, "boot");
    await waitForSuggestions();
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it("moves the highlight with the arrow keys, wrapping, and Enter goes to the highlighted suggestion", async () => {
    const { input, location } = renderBox();
    fireEvent.focus(input);
    typeQuickly(input, "bo");
    await waitForSuggestions();
    expect(input.getAttribute("aria-activedescendant")).toBeNull();

    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)?.textContent).toBe("Boots");
    expect(activeOption(input)?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)?.textContent).toBe("Boat Shoes");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)?.textContent).toBe("Boots");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeOption(input)?.textContent).toBe("Bomber Jacket");
    expect(listOptions().filter((o) => o.getAttribute("aria-selected") === "true")).toHaveLength(1);

    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/search/bomber-jacket/filter/zc2/%22Jackets%20%26%20Coats%22");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? "[]")).toEqual(["Bomber Jacket"]);
  });

  it("keeps the highlight on its suggestion when a newer answer still has it, and drops it when not", async () => {
    const answers: Record<string, string[]> = {
      bo: ["Boots", "Boat Shoes", "Bomber Jacket"],
      boo: ["Booties", "Boots"],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const term = new URL(url, "http://store.test").searchParams.get("term") ?? "";
        const matches = (answers[term] ?? []).map((suggestion) => ({ suggestion, categories: [] }));
        return new Response(JSON.stringify({ term, matches }), {
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    const { input, location } = renderBox();
    fireEvent.focus(input);
    typeQuickly(input, "bo");
    await waitForSuggestions();
    // 'boo' typed while the answer for 'bo' shows; the shopper highlights a suggestion before the newer answer comes.
    fireEvent.change(input, { target: { value: "boo" } });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeOption(input)?.textContent).toBe("Boots");
    await waitForSuggestions();
    expect(listOptions().map((option) => option.textContent)).toEqual(["Booties", "Boots"]);
    expect(activeOption(input)?.textContent).toBe("Boots");
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/search/boots");

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "bo" } });
    await waitForSuggestions();
    fireEvent.change(input, { target: { value: "boo" } });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeOption(input)?.textContent).toBe("Bomber Jacket");
    await waitForSuggestions();
    expect(activeOption(input)).toBeNull();
  });

  it("goes to a suggestion clicked with the pointer", async () => {
    const { input, location } = renderBox();
    fireEvent.focus(input);
    typeQuickly(input, "bo");
    await waitForSuggestions();
    fireEvent.click(screen.getByRole("option", { name: "Boat Shoes" }));
    expect(location()).toBe("/search/boat-shoes/filter/zc1/%22Shoes%22");
  });

  it("closes the list on Escape and keeps the text", async () => {
    const { input } = renderBox();
    fireEvent.focus(input);
    typeQuickly(input, "bo");
    await waitForSuggestions();
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
    expect(listOptions()).toEqual([]);
    expect((input as HTMLInputElement).value).toBe("bo");
    // Arrow down opens it again, with the suggestions already found (no second request).
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(activeOption(input)?.textContent).toBe("Boots");
    await waitForSuggestions();
    expect(fetchSpy()).toHaveBeenCalledTimes(1);
    expect(activeOption(input)?.textContent).toBe("Boots");
  });

  it("shows no suggestions when autocomplete fails, and searching still works", async () => {
    fetchSpy().mockImplementation(async () => new Response("oops", { status: 500 }));
    const { input, location } = renderBox();
    fireEvent.focus(input);
    typeQuickly(input, "bo");
    await waitForSuggestions();
    expect(listOptions()).toEqual([]);
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/search/bo");
  });
});
