// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductCard as ProductCardData } from "../../../modules/search/index.ts";
import { resultsMarkup } from "../../lib/search/results-markup.server.tsx";
import { HydrationProvider } from "../../lib/use-hydrated.tsx";
import { ResultsGrid } from "../search/results-grid.tsx";
import { money, productCard, relatedStyle } from "./card-fixtures.ts";
import { HOVER_IMAGE_DELAY_MS, SWATCH_CHOOSER_DEBOUNCE_MS } from "./card-rules.ts";
import type { HeartTarget } from "./heart-button.tsx";
import { ProductCard } from "./product-card.tsx";
import { ProductGrid } from "./product-grid.tsx";

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderCard(
  card: ProductCardData = productCard(),
  props: { onHeart?: (t: HeartTarget) => void } = {},
) {
  render(
    <MemoryRouter>
      <ProductCard card={card} {...props} />
      <CurrentLocation />
    </MemoryRouter>,
  );
  const link = screen.getByRole("link", { name: /^Northpeak Trail Runner/ });
  return { link, image: () => within(link).getByRole("img", { name: /Trail Runner/ }) };
}

/** The card as the results grid shows it: the server's markup, kept as written, with the grid's listeners. */
function renderStaticCard(card: ProductCardData = productCard()) {
  render(
    <MemoryRouter>
      <ResultsGrid markup={resultsMarkup([card], [], "/")} busy={false} />
      <CurrentLocation />
    </MemoryRouter>,
  );
  const link = screen.getByRole("link", { name: /^Northpeak Trail Runner/ });
  return { link, image: () => within(link).getByRole("img", { name: /Trail Runner/ }) };
}

const hoverImage = (link: HTMLElement) => link.querySelector<HTMLImageElement>(".product-card-hover-image");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ProductCard", () => {
  it("links the whole card to the product, with brand, name, gender, colour and badges", () => {
    const { link } = renderCard();
    expect(link.getAttribute("href")).toBe("/p/trail-runner/product/501/color/70010");
    for (const text of ["Northpeak", "Trail Runner", "Women", "Black", "Best Seller"]) {
      expect(within(link).getByText(text)).toBeTruthy();
    }
    expect(within(link).queryByRole("button")).toBeNull();
    expect(link.querySelector("a, button")).toBeNull();
  });

  it("shows the gender for shoes and clothing only", () => {
    renderCard(productCard({ productType: "Accessories", gender: "Women" }));
    expect(screen.queryByText("Women")).toBeNull();
  });

  it("sizes the image at 768x1024, describes it, and loads it lazily unless it is a priority card", () => {
    const { image } = renderCard();
    expect(image().getAttribute("alt")).toBe("Northpeak Trail Runner Black");
    expect(image().getAttribute("width")).toBe("768");
    expect(image().getAttribute("height")).toBe("1024");
    expect(image().getAttribute("loading")).toBe("lazy");
    cleanup();
    render(
      <MemoryRouter>
        <ProductCard card={productCard()} priority />
      </MemoryRouter>,
    );
    expect(screen.getByRole("img", { name: /Trail Runner/ }).getAttribute("loading")).toBe("eager");
  });

  it("labels a sale for assistive technology and shows price, struck-through MSRP and percent off", () => {
    const { link } = renderCard();
    const price = screen.getByLabelText("On sale for $60.00. MSRP $80.00. 25% off");
    expect(price.textContent).toBe("$60.00 $80.00 25% off");
    expect(price.querySelector("s")?.textContent).toBe("$80.00");
    expect(link.textContent).toContain("25% off");
  });

  it("shows just the price when not on sale", () => {
    renderCard(productCard({ onSale: false, percentOff: 0, price: money(8000), msrp: money(8000) }));
    expect(screen.queryByLabelText(/On sale/)).toBeNull();
    expect(screen.getByText("$80.00")).toBeTruthy();
  });

  it("shows the stars with '{n} out of 5 stars' and the count, and no stars at 0", () => {
    renderCard();
    expect(screen.getByRole("img", { name: "4.5 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText(/37/).textContent).toBe("(37 ratings)");
    cleanup();
    renderCard(productCard({ reviews: { roundedRating: 0, ratingCount: 0 } }));
    expect(screen.queryByRole("img", { name: /out of 5 stars/ })).toBeNull();
    expect(screen.queryByText(/ratings/)).toBeNull();
  });

  it("has no swatches when the product has one style", () => {
    renderCard(productCard({ relatedStyles: [relatedStyle(7001, "Black")] }));
    expect(screen.queryByRole("list", { name: "Colors" })).toBeNull();
  });

  it("the heart calls onHeart instead when a page gives one", () => {
    const onHeart = vi.fn();
    renderCard(productCard(), { onHeart });
    fireEvent.click(screen.getByRole("button", { name: /Add to favorites/ }));
    expect(onHeart).toHaveBeenCalledWith({ productId: 501, styleId: 7001, colorId: 70010 });
    expect(screen.getByTestId("location").textContent).toBe("/");
  });

  it("carries no JSON-LD of its own (its list does; a carousel beside a product page describes no other)", () => {
    renderCard();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

/** ProductCard in React, and the same card written by the server into the results grid (static). */
const CARD_KINDS = [
  ["ProductCard", (card?: ProductCardData) => renderCard(card)],
  ["a static card of the results grid", (card?: ProductCardData) => renderStaticCard(card)],
] as const;

describe.each(CARD_KINDS)("%s", (_kind, renderAs) => {
  it("shows the hover image after the pointer rests 500 ms, and at once on keyboard focus", async () => {
    const { link } = renderAs();
    fireEvent.mouseOver(link);
    await act(async () => vi.advanceTimersByTime(HOVER_IMAGE_DELAY_MS - 1));
    expect(hoverImage(link)).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(hoverImage(link)?.getAttribute("src")).toBe("/images/styles/7001/PAIR-768x1024.svg");
    fireEvent.mouseOut(link);
    expect(hoverImage(link)).toBeNull();

    fireEvent.focus(link);
    expect(hoverImage(link)).not.toBeNull();
    fireEvent.blur(link);
    expect(hoverImage(link)).toBeNull();
  });

  it("a swatch click switches the image, price and link to that style without leaving the page", () => {
    const { link, image } = renderAs();
    const colors = screen.getByRole("list", { name: "Colors" });
    const black = within(colors).getByRole("button", { name: "Black" });
    const red = within(colors).getByRole("button", { name: "Red" });
    expect(black.getAttribute("aria-pressed")).toBe("true");
    expect(red.querySelector("img")?.getAttribute("src")).toBe("/images/styles/7002/swatch-73x73.svg");

    fireEvent.click(red);
    expect(red.getAttribute("aria-pressed")).toBe("true");
    expect(image().getAttribute("src")).toBe("/images/styles/7002/MAIN-768x1024.svg");
    expect(image().getAttribute("alt")).toBe("Northpeak Trail Runner Red");
    expect(link.getAttribute("href")).toBe("/p/trail-runner/product/501/color/70020");
    expect(screen.queryByLabelText(/On sale/)).toBeNull();
    expect(within(link).getByText("$80.00")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/");
  });

  it("a swatch of a product whose page name is encoded links to its page as written, not encoded twice", () => {
    const seo = "caf%C3%A9-boot";
    const card = productCard({
      productUrl: `/p/${seo}/product/501/color/70010`,
      productSeoUrl: `/p/${seo}/product/501`,
      relatedStyles: [
        relatedStyle(7001, "Black", {
          price: money(6000),
          percentOff: 25,
          productUrl: `/p/${seo}/product/501/color/70010`,
        }),
        relatedStyle(7002, "Red", { productUrl: `/p/${seo}/product/501/color/70020` }),
      ],
    });
    const { link } = renderAs(card);
    fireEvent.click(screen.getByRole("button", { name: "Red" }));
    expect(link.getAttribute("href")).toBe(`/p/${seo}/product/501/color/70020`);
  });

  it("a swatch the pointer rests on for 500 ms is chosen; passing over it is not", async () => {
    const { image } = renderAs();
    const red = screen.getByRole("button", { name: "Red" });
    fireEvent.mouseOver(red);
    await act(async () => vi.advanceTimersByTime(SWATCH_CHOOSER_DEBOUNCE_MS - 100));
    fireEvent.mouseOut(red);
    await act(async () => vi.advanceTimersByTime(SWATCH_CHOOSER_DEBOUNCE_MS));
    expect(image().getAttribute("src")).toBe("/images/styles/7001/MAIN-768x1024.svg");

    fireEvent.mouseOver(red);
    await act(async () => vi.advanceTimersByTime(SWATCH_CHOOSER_DEBOUNCE_MS));
    expect(image().getAttribute("src")).toBe("/images/styles/7002/MAIN-768x1024.svg");
  });

  it("the heart is a form that keeps the shown style and comes back to the page", () => {
    renderAs();
    const heart = screen.getByRole("button", { name: "Add to favorites: Northpeak Trail Runner" });
    const form = heart.closest("form");
    const field = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
    expect(form?.getAttribute("action")).toBe("/account/favorites");
    expect(form?.getAttribute("method")).toBe("post");
    expect([field("intent"), field("itemId"), field("returnTo")]).toEqual(["add", "7001", "/"]);
    fireEvent.click(screen.getByRole("button", { name: "Red" }));
    expect(field("itemId")).toBe("7002");
  });
});

describe("the results grid's cards", () => {
  it("stay as they are when the same grid comes again after the page hydrated (a revalidation), and change with a new grid", async () => {
    vi.useRealTimers();
    const grid = (markup: ReturnType<typeof resultsMarkup> | null) => (
      <MemoryRouter>
        <ResultsGrid markup={markup} busy={false} />
      </MemoryRouter>
    );
    const markup = resultsMarkup([productCard()], [], "/");
    // The server writes the page with the grid's markup; the browser's data has none (it is on the page).
    const container = document.createElement("div");
    container.innerHTML = renderToString(grid(markup));
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, grid(null)));
    const red = () => within(container).getByRole("button", { name: "Red" });
    fireEvent.click(red());
    expect(red().getAttribute("aria-pressed")).toBe("true");
    await act(async () => root.render(grid(resultsMarkup([productCard()], [], "/"))));
    expect(red().getAttribute("aria-pressed")).toBe("true");
    await act(async () =>
      root.render(grid(resultsMarkup([productCard({ productName: "Trail Runner 2" })], [], "/"))),
    );
    expect(red().getAttribute("aria-pressed")).toBe("false");
    expect(within(container).getByRole("link", { name: /Trail Runner 2/ })).toBeTruthy();
    await act(async () => root.unmount());
    container.remove();
  });
});

describe("ProductCard without JavaScript (server markup)", () => {
  const html = () =>
    renderToString(
      <HydrationProvider>
        <MemoryRouter>
          <ProductCard card={productCard()} />
        </MemoryRouter>
      </HydrationProvider>,
    );

  it("offers each swatch as a button to its style's page and the heart as a form", () => {
    const markup = html();
    // A GET form's buttons, each going to its own style's page.
    expect(markup).toContain('method="get"');
    expect(markup).toMatch(/aria-label="Red"[^>]*formAction="\/p\/trail-runner\/product\/501\/color\/70020"/);
    expect(markup).toContain('href="/p/trail-runner/product/501/color/70010"');
    expect(markup).toContain('action="/account/favorites"');
  });
});

describe("ProductGrid", () => {
  it("lists the cards, the first row loading at once and the rest lazily", () => {
    const cards = Array.from({ length: 6 }, (_, i) =>
      productCard({ styleId: 8000 + i, productUrl: `/p/x/product/501/color/${i}`, relatedStyles: [] }),
    );
    render(
      <MemoryRouter>
        <ProductGrid cards={cards} label="Search results" />
      </MemoryRouter>,
    );
    const list = screen.getByRole("list", { name: "Search results" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    const loading = items.map((item) =>
      within(item)
        .getByRole("img", { name: /Trail Runner/ })
        .getAttribute("loading"),
    );
    expect(loading).toEqual(["eager", "eager", "eager", "eager", "lazy", "lazy"]);
  });

  it("describes its cards in one JSON-LD ItemList, in order, each item the card's Product", () => {
    const cards = [productCard(), productCard({ productId: 502, styleId: 9001, productName: "Hiker" })];
    render(
      <MemoryRouter>
        <ProductGrid cards={cards} label="Favorites" />
      </MemoryRouter>,
    );
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const list = JSON.parse(scripts[0]?.textContent ?? "{}");
    expect(list).toMatchObject({ "@context": "https://schema.org", "@type": "ItemList", numberOfItems: 2 });
    expect(list.itemListElement).toMatchObject([
      { "@type": "ListItem", position: 1, item: { "@type": "Product", name: "Trail Runner", sku: "501" } },
      { "@type": "ListItem", position: 2, item: { "@type": "Product", name: "Hiker", sku: "502" } },
    ]);
  });

  it("writes JSON-LD that no product name can break out of", () => {
    const markup = renderToString(
      <MemoryRouter>
        <ProductGrid cards={[productCard({ productName: "Runner </script><script>alert(1)</script>" })]} />
      </MemoryRouter>,
    );
    const scripts = markup.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="application/ld+json">']);
    expect(markup).toContain("\\u003c/script\\u003e");
  });
});
