// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../layout/test-utils.tsx";
import { CartLink, FavoritesLink } from "./header-actions.tsx";

/** Text as axe's label-content-name-mismatch compares it: lower case, no punctuation, single spaces. */
function curated(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The accessible name (aria-label) and the text a sighted shopper reads, of the one link named like `name`. */
function nameAndText(name: RegExp) {
  const link = screen.getByRole("link", { name });
  return { name: curated(link.getAttribute("aria-label") ?? ""), text: curated(link.textContent ?? "") };
}

describe("the header's bag and favorites links", () => {
  it("have an accessible name that contains their visible text (label in name)", () => {
    for (const count of [0, 1, 3, 999]) {
      const { unmount } = renderInRouter(<CartLink cartName="Bag" count={count} />);
      const { name, text } = nameAndText(/^Bag/);
      expect(text).toBe(`bag ${count}`);
      expect(name.startsWith(text), `${name} / ${text}`).toBe(true);
      unmount();
    }
  });

  it("keep the visible 'Nk' count of a long list in the name", () => {
    renderInRouter(<FavoritesLink count={2500} />);
    const { name, text } = nameAndText(/^Favorites/);
    expect(text).toBe("favorites 2k");
    expect(name).toBe("favorites 2k items");
  });

  it("take the cart's word from the marketplace", () => {
    renderInRouter(<CartLink cartName="Cart" count={1} />);
    expect(screen.getByRole("link", { name: "Cart, 1 item" }).textContent).toBe("Cart 1");
  });
});
