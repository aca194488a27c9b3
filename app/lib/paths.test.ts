import { describe, expect, it } from "vitest";
import { isNotFoundPath } from "./paths.ts";

describe("isNotFoundPath", () => {
  it.each(["/foo_bar", "/cart.html", "/c/terms.of.use", "/marty/x_y", "/p/a.b/product/1"])(
    "treats %s (an underscore or a dot) as not found",
    (path) => expect(isNotFoundPath(path)).toBe(true),
  );

  it.each([
    "/",
    "/cart",
    "/marty/cart",
    "/search/running-shoes",
    "/search/null/filter/txAttrFacet_Gender/%22Women%22",
    "/marty/search/boots/filter/brandNameFacet/%22J.Crew%22",
    "/mens-shoes/CK_XAcABAgEQgQ.zso",
    "/subscription.do",
    "/marty/subscription.do",
  ])("lets %s through", (path) => expect(isNotFoundPath(path)).toBe(false));
});
