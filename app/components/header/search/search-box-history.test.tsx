// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { layoutData, renderInRouter } from "../../layout/test-utils.tsx";
import { Header } from "../header.tsx";
import {
  activeOption,
  listOptions,
  renderBox,
  setUpSearchBoxTests,
  typeQuickly,
  waitForSuggestions,
} from "./search-box-test-utils.tsx";
import { DEPARTMENT_KEY, RECENT_SEARCHES_KEY } from "./search-storage.ts";

const fetchSpy = setUpSearchBoxTests();

describe("header search box: submitting", () => {
  it("does nothing for an empty term and keeps focus in the box", () => {
    const { input, location } = renderBox();
    input.focus();
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/");
    expect(document.activeElement).toBe(input);
  });

  it("sends a product code to its product page", () => {
    const { input, location } = renderBox();
    fireEvent.change(input, { target: { value: "b0abc12345" } });
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/p/asin/B0ABC12345");
  });
});

describe("header search box: recent searches", () => {
  it("reads 'No past searches' when the box is focused and empty with no history", () => {
    const { input } = renderBox();
    expect(screen.queryByText("No past searches")).toBeNull();
    fireEvent.focus(input);
    expect(screen.getByText("No past searches")).toBeTruthy();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it("lists the last searches when the box is empty, and picking one searches it", () => {
    const { input, location } = renderBox();
    for (const term of ["boots", "red sandals"]) {
      fireEvent.change(input, { target: { value: term } });
      fireEvent.submit(screen.getByRole("search"));
    }
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.focus(input);
    const listbox = screen.getByRole("listbox", { name: "Recent searches" });
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["red sandals", "boots"]);
    expect(screen.queryByText("No past searches")).toBeNull();

    fireEvent.change(screen.getByRole("combobox", { name: "Department" }), {
      target: { value: "shoes-boys" },
    });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeOption(input)?.textContent).toBe("boots");
    fireEvent.submit(screen.getByRole("search"));
    // A zero-state term is searched as it was, whatever the department.
    expect(location()).toBe("/search/boots");
  });

  it("keeps 8", () => {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify(Array.from({ length: 8 }, (_, i) => `old ${i}`)),
    );
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: "newest" } });
    fireEvent.submit(screen.getByRole("search"));
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.focus(input);
    const options = listOptions().map((o) => o.textContent);
    expect(options).toHaveLength(8);
    expect(options[0]).toBe("newest");
    expect(options).not.toContain("old 7");
  });
});

describe("header search box: department", () => {
  it("remembers the department across visits and searches within it", async () => {
    const first = renderBox();
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Department" });
    fireEvent.change(select, { target: { value: "shoes-womens" } });
    expect(localStorage.getItem(DEPARTMENT_KEY)).toBe("shoes-womens");
    first.unmount();

    const { input, location } = renderBox();
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Department" }).value).toBe(
      "shoes-womens",
    );
    fireEvent.focus(input);
    typeQuickly(input, "red");
    await waitForSuggestions();
    expect(fetchSpy().mock.calls[0]?.[0]).toBe("/autocomplete?term=red&categories=Shoes");
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/search/red/filter/txAttrFacet_Gender/%22Women%22/zc1/%22Shoes%22");
  });

  it("prefixes 'kids ' for a Boys or Girls department", () => {
    localStorage.setItem(DEPARTMENT_KEY, "clothing-girls");
    const { input, location } = renderBox();
    fireEvent.change(input, { target: { value: "tops" } });
    fireEvent.submit(screen.getByRole("search"));
    expect(location()).toBe("/search/kids-tops/filter/txAttrFacet_Gender/%22Girls%22/zc1/%22Clothing%22");
  });
});

describe("header search box inside the header", () => {
  it("Escape closes the suggestions and the header's open menu alike", async () => {
    renderInRouter(<Header data={layoutData()} />);
    const women = screen.getByRole("button", { name: "Women menu" });
    fireEvent.click(women);
    expect(women.getAttribute("aria-expanded")).toBe("true");

    const input = screen.getByRole("combobox", { name: "Search" });
    input.focus();
    fireEvent.focus(input);
    typeQuickly(input, "bo");
    await waitForSuggestions();
    expect(input.getAttribute("aria-expanded")).toBe("true");

    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(women.getAttribute("aria-expanded")).toBe("false");
  });
});
