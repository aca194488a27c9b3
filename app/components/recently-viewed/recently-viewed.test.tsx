// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProductCard } from "../../../modules/search/index.ts";
import { productCard } from "../product-card/card-fixtures.ts";
import { RecentlyViewed } from "./recently-viewed.tsx";
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
  rememberViewed,
  showsFooterRecommendations,
} from "./recently-viewed-store.ts";

const card = (productId: number, styleId = productId * 10): ProductCard =>
  productCard({ productId, styleId, productName: `Product ${productId}` });

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the recently viewed list", () => {
  it("keeps 25 products, newest first, each once", () => {
    expect(RECENTLY_VIEWED_LIMIT).toBe(25);
    let list: ProductCard[] = [];
    for (let id = 1; id <= 30; id++) list = addRecentlyViewed(list, card(id));
    expect(list).toHaveLength(25);
    expect(list[0]?.productId).toBe(30);
    expect(list[24]?.productId).toBe(6);
    list = addRecentlyViewed(list, card(10, 777));
    expect(list[0]).toMatchObject({ productId: 10, styleId: 777 });
    expect(list.filter((item) => item.productId === 10)).toHaveLength(1);
  });

  it("reads only stored items with a styleId, and nothing from bad data", () => {
    const stored = [card(1), { ...card(2), styleId: null }, { productId: 3 }, card(4)];
    expect(parseRecentlyViewed(JSON.stringify(stored)).map((item) => item.productId)).toEqual([1, 4]);
    expect(parseRecentlyViewed("not json")).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed(null)).toEqual([]);
  });

  it("is remembered in localStorage", () => {
    rememberViewed(card(1));
    rememberViewed(card(2));
    const stored = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    expect(stored.map((item: ProductCard) => item.productId)).toEqual([2, 1]);
  });
});

describe("footer recommendations", () => {
  it.each([
    ["/", true],
    ["/p/x/product/1", true],
    ["/marty/search/boots", true],
    ["/checkout", false],
    ["/marty/checkout/address", false],
    ["/returnLabel/123", false],
    // The returns pages' real routes: the label and the page that prints one (their ?rmaNumber= is no part of the path).
    ["/returnLabel", false],
    ["/marty/returnLabel", false],
    ["/create-label", false],
    ["/marty/create-label", false],
    ["/returns", true],
    ["/about", false],
    ["/c/about-us", false],
    ["/c/support", false],
    ["/checkout/thank-you", true],
  ])("on %s are shown: %s", (path, shown) => {
    expect(showsFooterRecommendations(path)).toBe(shown);
  });
});

describe("RecentlyViewed", () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <RecentlyViewed />
      </MemoryRouter>,
    );

  it("shows the viewed products' cards in a carousel, and a product viewed on this page at once", async () => {
    rememberViewed(card(1));
    renderAt("/");
    const carousel = await screen.findByRole("region", { name: "Recently Viewed" });
    expect(within(carousel).getAllByRole("article")).toHaveLength(1);
    act(() => rememberViewed(card(2)));
    const names = within(carousel)
      .getAllByText(/^Product \d$/)
      .map((element) => element.textContent);
    expect(names).toEqual(["Product 2", "Product 1"]);
  });

  it("shows nothing with nothing viewed, on checkout paths, or on the server (an empty slot)", async () => {
    // The carousel module is loaded lazily: load it first, so an absent carousel is not just a late one.
    await act(async () => {
      await import("./recently-viewed-carousel.tsx");
    });
    renderAt("/");
    expect(screen.queryByRole("region", { name: "Recently Viewed" })).toBeNull();
    cleanup();
    rememberViewed(card(1));
    renderAt("/checkout");
    expect(screen.queryByRole("region", { name: "Recently Viewed" })).toBeNull();
    const html = renderToString(
      <MemoryRouter>
        <RecentlyViewed />
      </MemoryRouter>,
    );
    // The slot is there for CSS to reserve the row's space (the head's script marks browsers that have one).
    expect(html).toBe('<div class="recently-viewed-slot"></div>');
  });
});
