// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { CartItem } from "../../../modules/cart/index.ts";
import { CartLine } from "./cart-line.tsx";

const line: CartItem = {
  asin: "B0AB12CD34",
  parentAsin: "1000037",
  productId: 1000037,
  stockId: 10000001,
  styleId: 3000042,
  colorId: 12,
  productName: "Trail Runner",
  brandName: "Northpeak",
  color: "Black",
  size: "9",
  width: "M",
  shoeType: null,
  quantity: 1,
  price: 100,
  msrp: 100,
  glProductGroupType: "Shoes",
  onHand: 5,
  egc: false,
  giftCard: false,
  gcCustomization: null,
  productUrl: "/p/trail-runner/product/1000037/color/12",
  imageUrl: "/images/styles/3000042/MAIN-110x82.svg",
};

/** The bag page's list with the one line the route's loader gives. */
function Bag() {
  return (
    <ul>
      <CartLine item={useLoaderData<CartItem>()} saved={false} />
    </ul>
  );
}

async function renderLine(item: CartItem) {
  const Stub = createRoutesStub([{ path: "/cart", Component: Bag, loader: () => item }]);
  render(<Stub initialEntries={["/cart"]} />);
  await screen.findByRole("link", { name: "Trail Runner" });
}

afterEach(cleanup);

describe("a bag line's price", () => {
  it("shows the MSRP struck through when the price is a sale (at least 1% off)", async () => {
    await renderLine({ ...line, price: 75 });
    expect(screen.getByText("$75.00").className).toBe("price-sale");
    expect(screen.getByText("$100.00").closest("s")).not.toBeNull();
  });

  // Spec 1's percent-off threshold: under 1% off is not a sale anywhere in the store, the bag included.
  it("shows no sale under the percent-off threshold", async () => {
    await renderLine({ ...line, price: 99.5 });
    expect(screen.getByText("$99.50").className).toBe("");
    expect(screen.queryByText("$100.00")).toBeNull();
  });
});

describe("a bag line's buttons", () => {
  // WCAG 2.5.3 (label in name): a voice user says the words on the button.
  it("have names that start with the words they show, then name the item", async () => {
    await renderLine(line);
    for (const button of screen.getAllByRole("button")) {
      const shown = button.textContent?.trim() ?? "";
      expect(button.getAttribute("aria-label") ?? shown).toMatch(new RegExp(`^${shown}\\b`));
    }
    expect(screen.getByRole("button", { name: "Save for Later: Northpeak Trail Runner" })).toBeDefined();
  });
});
