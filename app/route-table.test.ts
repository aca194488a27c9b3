import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { MARTY_PREFIX, pageRoutes } from "./route-table.ts";

// The same tree routes.ts declares: every page at the top and again under /marty.
function tree(idPrefix: string): RouteObject[] {
  return pageRoutes.map((r) =>
    r.path === undefined
      ? { index: true, id: `${idPrefix}${r.id}` }
      : { path: r.path, id: `${idPrefix}${r.id}` },
  );
}
const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    children: [...tree(""), { path: MARTY_PREFIX, id: "marty", children: tree("marty-") }],
  },
];

function pageAt(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}

describe("route table", () => {
  it.each([
    ["/", "home"],
    ["/cart", "cart"],
    ["/error/500", "error-status"],
    ["/broken-page", "broken-page"],
    ["/search", "search"],
    ["/search/red-boots", "search"],
    ["/search/null/filter/zc1/%22Shoes%22/sort/price/asc/page/2", "search"],
    ["/search/brand/12", "search"],
    ["/brands", "brands"],
    ["/women", "entry-women"],
    ["/womens", "entry-womens"],
    ["/men", "entry-men"],
    ["/mens", "entry-mens"],
    ["/shoes", "entry-shoes"],
    ["/c/shoes", "entry-c-shoes"],
    ["/product/3000001", "product-product"],
    ["/product/3000001/color/7", "product-product-color"],
    ["/p/trail-boot/product/3000001", "product-p-seo"],
    ["/p/trail-boot/product/3000001/color/7", "product-p-seo-color"],
    ["/p/product/3000001", "product-p"],
    ["/p/product/3000001/color/7", "product-p-color"],
    ["/p/asin/B0AB12CD34", "product-asin"],
    ["/product/stockId/42", "product-stock"],
    ["/a/the-style-room/p/trail-boot/product/3000001", "product-style-room"],
    ["/a/the-style-room/p/trail-boot/product/3000001/color/7", "product-style-room-color"],
    ["/orders", "orders"],
    ["/orders/123-4567890-1234567", "order"],
    ["/orders/123-4567890-1234567/cancel", "order-cancel"],
    ["/my-orders", "my-orders"],
    ["/my-orders/123-4567890-1234567", "my-order"],
    ["/my-orders/123-4567890-1234567/cancel", "my-order-cancel"],
    ["/item-details/123-4567890-1234567/123456789012345671/", "item-details"],
    ["/shipments/123-4567890-1234567/123-4567890-1234567-S1", "shipment"],
    ["/returns", "returns"],
    ["/my-returns", "my-returns"],
    ["/return", "return"],
    ["/returnInitiate", "return-initiate"],
    ["/return-item", "return-item"],
    ["/return-info/123456789001/123456789012345671", "return-info"],
    ["/returnLabel", "return-label"],
    ["/uspsLabelDisplay", "usps-label"],
    ["/create-label", "create-label"],
    ["/return/cancel", "return-cancel"],
    ["/my-return/cancel", "my-return-cancel"],
    // Content: any /c/ name goes to the content page, whose loader answers 404 for an unknown one.
    ["/c/faqs", "content-page"],
    ["/c/no-such-page", "content-page"],
    ["/contact-us", "contact-us"],
    ["/c/symphonypreview", "content-symphony-preview"],
    ["/contentPreview", "content-preview"],
    ["/vip/dashboard", "vip-dashboard"],
    ["/rewards/dashboard", "rewards-dashboard"],
  ])("serves %s by the %s page, and again under /marty", (path, id) => {
    expect(pageAt(path)).toBe(id);
    expect(pageAt(`/marty${path === "/" ? "/" : path}`)).toBe(`marty-${id}`);
  });

  it.each([
    "/product",
    "/p",
    "/product/1/color",
    "/product/1/colour/2",
    "/p/a/b/product/1",
    "/p/asin",
    "/a/the-style-room/product/1",
    "/c/terms-of-use/extra",
    "/anything/else",
    "/orders/123-4567890-1234567/cancel/more",
    "/item-details/123-4567890-1234567",
    "/shipments/123-4567890-1234567",
    "/return/more",
    "/return-info/123456789001",
    "/my-return",
  ])("sends %s to the not-found page", (path) => {
    expect(pageAt(path)).toBe("not-found");
    expect(pageAt(`/marty${path}`)).toBe("marty-not-found");
  });

  it("leaves .zso landing pages to the catch-all, whose loader serves them as searches", () => {
    expect(pageAt("/mens-shoes/CK_XAcABAgEQgQ.zso")).toBe("not-found");
  });

  it("gives every route a unique id", () => {
    const ids = pageRoutes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
