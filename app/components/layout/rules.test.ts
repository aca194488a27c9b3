import { describe, expect, it } from "vitest";
import {
  customerServiceItems,
  decodeFirstName,
  formatCount,
  isCheckoutTypePath,
  isExternalLink,
  isHeaderFooterDisabled,
  isLiveChatItem,
  itemCountLabel,
  layoutClass,
  phoneHref,
  searchPlaceholder,
  servicePhone,
} from "./rules.ts";

describe("layoutClass", () => {
  it.each([
    [0, "mobile"],
    [320, "mobile"],
    [650, "mobile"],
    [651, "tablet"],
    [800, "tablet"],
    [1024, "tablet"],
    [1025, "desktop"],
    [1920, "desktop"],
  ])("width %i is %s", (width, expected) => {
    expect(layoutClass(width)).toBe(expected);
  });
});

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [999, "999"],
    [1000, "1000"],
    [1001, "1k"],
    [1999, "1k"],
    [2000, "2k"],
    [2500, "2k"],
    [12_345, "12k"],
    [1_000_000, "1000k"],
  ])("shows %i as %s", (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it("shows nonsense counts as 0 and drops fractions", () => {
    expect(formatCount(-3)).toBe("0");
    expect(formatCount(Number.NaN)).toBe("0");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("0");
    expect(formatCount(4.7)).toBe("4");
  });
});

describe("itemCountLabel", () => {
  it("spells out the count with the right plural", () => {
    expect(itemCountLabel("Bag", 0)).toBe("Bag, 0 items");
    expect(itemCountLabel("Bag", 1)).toBe("Bag, 1 item");
    expect(itemCountLabel("Bag", 3)).toBe("Bag, 3 items");
    expect(itemCountLabel("Favorites", 2500)).toBe("Favorites, 2k items");
    expect(itemCountLabel("Bag", -1)).toBe("Bag, 0 items");
  });
});

describe("searchPlaceholder", () => {
  it("reads 'Search for shoes, clothes, etc.' on tablet and desktop", () => {
    expect(searchPlaceholder({ layout: "desktop" })).toBe("Search for shoes, clothes, etc.");
    expect(searchPlaceholder({ layout: "tablet", firstName: null })).toBe("Search for shoes, clothes, etc.");
  });

  it("reads 'Shoes, clothing, etc.' on mobile", () => {
    expect(searchPlaceholder({ layout: "mobile" })).toBe("Shoes, clothing, etc.");
  });

  it("starts with the first name when known, on every layout", () => {
    for (const layout of ["mobile", "tablet", "desktop"] as const) {
      expect(searchPlaceholder({ layout, firstName: "Ana" })).toBe("Ana, search for shoes, clothes, etc");
    }
  });

  it("ignores a blank first name", () => {
    expect(searchPlaceholder({ layout: "desktop", firstName: "  " })).toBe("Search for shoes, clothes, etc.");
  });
});

describe("isCheckoutTypePath", () => {
  it.each([
    "/checkout",
    "/checkout/",
    "/checkout/initiate",
    "/checkout/spc",
    "/checkout/address/edit",
    "/initiate/loading",
    "/confirmation/123-4567890-1234567",
    "/exchange/address",
    "/exchange/address/new",
    "/exchange/address/edit",
    "/marty/checkout",
    "/marty/checkout/payment",
    "/marty/confirmation/123-4567890-1234567",
    "/marty/exchange/address/new",
    "/Checkout/SPC",
  ])("minifies %s", (path) => {
    expect(isCheckoutTypePath(path)).toBe(true);
  });

  it.each([
    "/",
    "/cart",
    "/checkouts",
    "/checkoutx/spc",
    "/initiate",
    "/initiate/loadingx",
    "/exchange",
    "/exchange/addresses",
    "/returns",
    "/search/checkout",
    "/marty",
    "/martycheckout",
    "/marty/cart",
  ])("keeps the full header on %s", (path) => {
    expect(isCheckoutTypePath(path)).toBe(false);
  });
});

describe("isHeaderFooterDisabled", () => {
  it("is true for disableHf=true", () => {
    expect(isHeaderFooterDisabled(new URLSearchParams("disableHf=true"))).toBe(true);
    expect(isHeaderFooterDisabled("?term=x&disableHf=true")).toBe(true);
    expect(isHeaderFooterDisabled("disableHf=TRUE")).toBe(true);
  });

  it("is false otherwise", () => {
    expect(isHeaderFooterDisabled("")).toBe(false);
    expect(isHeaderFooterDisabled("disableHf=false")).toBe(false);
    expect(isHeaderFooterDisabled("disableHf=1")).toBe(false);
    expect(isHeaderFooterDisabled("disablehf=true")).toBe(false);
  });
});

describe("decodeFirstName", () => {
  it("URL-decodes the stored name", () => {
    expect(decodeFirstName("Ana")).toBe("Ana");
    expect(decodeFirstName("Jos%C3%A9")).toBe("José");
    expect(decodeFirstName("Mary%20Ann")).toBe("Mary Ann");
    expect(decodeFirstName("Mary+Ann")).toBe("Mary Ann");
    expect(decodeFirstName("O%27Brien")).toBe("O'Brien");
  });

  it("keeps a name that is not valid encoding", () => {
    expect(decodeFirstName("100%")).toBe("100%");
  });

  it("is null for a missing or blank name", () => {
    expect(decodeFirstName(null)).toBeNull();
    expect(decodeFirstName(undefined)).toBeNull();
    expect(decodeFirstName("")).toBeNull();
    expect(decodeFirstName("%20")).toBeNull();
  });
});

describe("servicePhone and phoneHref", () => {
  const numbers = { phoneNumber: "1-800-555-0134", phoneNumberVip: "1-888-555-0175" };

  it("gives VIP members their own number", () => {
    expect(servicePhone(numbers, false)).toBe("1-800-555-0134");
    expect(servicePhone(numbers, true)).toBe("1-888-555-0175");
  });

  it("dials the digits", () => {
    expect(phoneHref("1-800-555-0134")).toBe("tel:18005550134");
    expect(phoneHref("+1 (800) 555-0134")).toBe("tel:+18005550134");
  });
});

describe("customer-service items", () => {
  const items = [
    { text: "Help", type: undefined },
    { text: "Chat", type: "live-chat" },
    { text: "Chat too", type: "liveChat" },
  ];

  it("recognises the live chat item whatever its spelling", () => {
    expect(isLiveChatItem({ type: "live-chat" })).toBe(true);
    expect(isLiveChatItem({ type: "LIVE_CHAT" })).toBe(true);
    expect(isLiveChatItem({ type: "chat" })).toBe(false);
    expect(isLiveChatItem({})).toBe(false);
  });

  it("keeps live chat only when enabled", () => {
    expect(customerServiceItems(items, true).map((i) => i.text)).toEqual(["Help", "Chat", "Chat too"]);
    expect(customerServiceItems(items, false).map((i) => i.text)).toEqual(["Help"]);
  });
});

describe("isExternalLink", () => {
  it("tells store paths from other origins", () => {
    expect(isExternalLink("/c/help")).toBe(false);
    expect(isExternalLink("c/help")).toBe(false);
    expect(isExternalLink("https://example.com")).toBe(true);
    expect(isExternalLink("//cdn.example.com/x")).toBe(true);
    expect(isExternalLink("mailto:help@example.com")).toBe(true);
    expect(isExternalLink("tel:18005550134")).toBe(true);
  });
});
