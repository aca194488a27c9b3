import { describe, expect, it } from "vitest";
import type { MenuItem } from "../modules/content/menus.ts";
import { generateCatalogue } from "./generator.ts";

const menus = generateCatalogue({ products: 1 }).menus;
const nav = menus.find((menu) => menu.menuId === "nav")?.items ?? [];

function links(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...links(item.children ?? [])]);
}

describe("the generated menus", () => {
  it("has the header navigation, the customer-service menu and footer menus 1 to 6", () => {
    expect(menus.map((menu) => menu.menuId)).toEqual([
      "nav",
      "customer-service",
      "footer-1",
      "footer-2",
      "footer-3",
      "footer-4",
      "footer-5",
      "footer-6",
    ]);
    const texts = nav.map((item) => item.text);
    expect(texts).toEqual([
      "Women",
      "Men",
      "Kids",
      "Shoes",
      "Clothing",
      "Bags",
      "Accessories",
      "Brands",
      "Sale",
    ]);
  });

  it("groups each top item into sections of at most 30 links", () => {
    for (const top of nav) {
      expect(top.children?.length).toBeGreaterThan(0);
      for (const section of top.children ?? []) {
        expect(section.children?.length).toBeGreaterThan(0);
        expect(section.children?.length).toBeLessThanOrEqual(30);
      }
    }
  });

  it("links to searches, entry points and content pages only, never to the legal pages", () => {
    const all = links(menus.flatMap((menu) => menu.items));
    for (const item of all) {
      expect(item.link).toMatch(
        /^\/(search\?term=[\w%+'.-]+|women|men|shoes|brands|contact-us|c\/[\w-]+|[\w/-]+)$/,
      );
      expect(item.link).not.toMatch(/terms-of-use|privacy-policy/);
    }
    const service = menus.find((menu) => menu.menuId === "customer-service")?.items ?? [];
    expect(service.map((item) => item.link)).toEqual(
      expect.arrayContaining(["/contact-us", "/c/shipping-and-returns", "/c/faqs", "/c/e-gift-cards"]),
    );
  });
});
