import { describe, expectTypeOf, it } from "vitest";
import type { Marketplace } from "../marketplace/index.ts";
import type { BundleOptions } from "./product-bundle.ts";

/**
 * A bundle shaped without the configured marketplaces once linked shoppers to the built-in
 * `9am.localhost` hosts. The guard is the type: `npx tsc --noEmit` fails on this file while the
 * option is optional (the expected error below would then be missing).
 */
describe("shaping a product bundle", () => {
  it("cannot be asked for without the configured marketplaces", () => {
    expectTypeOf<BundleOptions["marketplaces"]>().toEqualTypeOf<readonly Marketplace[]>();
    // @ts-expect-error: no fallback to the built-in hosts; the caller must pass services.marketplaces
    const withoutMarketplaces: BundleOptions = { categoryLink: () => "/search" };
    expectTypeOf(withoutMarketplaces).toEqualTypeOf<BundleOptions>();
  });
});
