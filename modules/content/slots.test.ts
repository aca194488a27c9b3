import { describe, expect, it } from "vitest";
import { fillPlaceholders, fillPlaceholdersInText, restoreEncodedPlaceholders } from "./placeholders.ts";
import {
  type BannerFields,
  countdownText,
  headerBanners,
  isBannerFields,
  isSafeContentAddress,
  type Slot,
  slotColours,
} from "./slots.ts";

const banner = (creativeID: string): BannerFields => ({
  componentName: "banner",
  creativeID,
  heading: creativeID,
});
const slot = (slotName: string, fields: Slot["fields"]): Slot => ({ slotName, fields });

describe("headerBanners", () => {
  it("takes the first promo, every global banner in order and the first emergency banner", () => {
    const banners = headerBanners([
      slot("promo-banner", banner("p1")),
      slot("promo-banner", banner("p2")),
      slot("global-banner", banner("g1")),
      slot("hero", banner("h1")),
      slot("global-banner", banner("g2")),
      slot("global-banner", { componentName: "html", creativeID: "x", html: "<p>x</p>" }),
      slot("emergency-banner", banner("e1")),
    ]);
    expect(banners.promo?.creativeID).toBe("p1");
    expect(banners.global.map((b) => b.creativeID)).toEqual(["g1", "g2"]);
    expect(banners.emergency?.creativeID).toBe("e1");
  });

  it("has nothing to show without slots", () => {
    expect(headerBanners([])).toEqual({ promo: null, global: [], emergency: null });
  });
});

describe("slotColours", () => {
  it("keeps hex colours as the banner's colours and link colours", () => {
    expect(
      slotColours({
        backgroundColor: "#1f3a5f",
        color: "#FFF",
        linkColor: "#ffd166",
        linkHoverColor: "#000",
      }),
    ).toEqual({
      backgroundColor: "#1f3a5f",
      color: "#FFF",
      "--banner-link": "#ffd166",
      "--banner-link-hover": "#000",
    });
  });

  it.each([
    "red; background: url(https://x.example/a)",
    "url(javascript:alert(1))",
    "expression(alert(1))",
    "#12345",
    "#1234567",
    "",
  ])("drops a colour that is not a plain hex colour: %s", (value) => {
    expect(slotColours({ backgroundColor: value, color: value })).toEqual({});
  });
});

describe("isSafeContentAddress", () => {
  it.each([
    "/c/faqs",
    "/search?term=boots+sale",
    "https://example.com/",
    "http://example.com",
    "mailto:a@b.example",
    "tel:18005550134",
    "sms:+18005550134",
  ])("allows %s", (address) => expect(isSafeContentAddress(address)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "vbscript:x",
    "data:text/html,x",
    "//evil.example/",
    "/\\evil.example",
    "/search?term=men%27s",
    "java\tscript:alert(1)",
    " https://example.com",
    "relative/path",
    "",
  ])("refuses %j", (address) => expect(isSafeContentAddress(address)).toBe(false));

  it("allows images over http(s) only", () => {
    expect(isSafeContentAddress("tel:1", ["http", "https"])).toBe(false);
    expect(isSafeContentAddress("https://cdn.example/a.png", ["http", "https"])).toBe(true);
  });
});

describe("isBannerFields (the emergency banner as read by the browser)", () => {
  it("takes a banner", () => {
    expect(
      isBannerFields({ componentName: "banner", creativeID: "a", heading: "Storm", href: "/c/faqs" }),
    ).toBe(true);
  });

  it.each([
    ["null", null],
    ["another component", { componentName: "html", creativeID: "a", html: "<p>x</p>" }],
    ["no creative id", { componentName: "banner", heading: "x" }],
    ["a javascript: link", { componentName: "banner", creativeID: "a", href: "javascript:alert(1)" }],
    ["a heading that is not text", { componentName: "banner", creativeID: "a", heading: { toString: 1 } }],
    ["an icon over data:", { componentName: "banner", creativeID: "a", iconUrl: "data:image/png;base64,AA" }],
  ])("refuses %s", (_, value) => {
    expect(isBannerFields(value)).toBe(false);
  });
});

describe("countdownText", () => {
  const end = new Date("2026-12-31T00:00:00Z");
  const ahead = (ms: number) => new Date(end.getTime() - ms);

  it("shows days while a day or more is left", () => {
    expect(countdownText(end, ahead(3 * 86_400_000 + 5_000))).toBe("3 days");
    expect(countdownText(end, ahead(86_400_000))).toBe("1 day");
  });

  it("shows hh:mm:ss on the last day", () => {
    expect(countdownText(end, ahead(86_400_000 - 1000))).toBe("23:59:59");
    expect(countdownText(end, ahead(65_000))).toBe("00:01:05");
  });

  it("shows 00:00:00 once past, and for a date that is not one", () => {
    expect(countdownText(end, end)).toBe("00:00:00");
    expect(countdownText(end, new Date("2027-01-01T00:00:00Z"))).toBe("00:00:00");
    expect(countdownText(new Date("not a date"), end)).toBe("00:00:00");
  });
});

describe("placeholders", () => {
  const values = {
    storeName: "Tom & <Jerry>",
    shortName: "T",
    phoneNumber: "1-800",
    phoneNumberVip: "1-888",
  };

  it("fill HTML with the marketplace's values, escaped", () => {
    expect(fillPlaceholders('<p>{{storeName}}</p><a href="tel:{{phoneNumber}}">x</a>', values)).toBe(
      '<p>Tom &amp; &lt;Jerry&gt;</p><a href="tel:1-800">x</a>',
    );
  });

  it("fill text as it is, and leave unknown placeholders alone", () => {
    expect(fillPlaceholdersInText("About {{storeName}} {{unknown}}", values)).toBe(
      "About Tom & <Jerry> {{unknown}}",
    );
  });

  it("are put back after Markdown percent-encoded a link's address", () => {
    expect(restoreEncodedPlaceholders('<a href="tel:%7B%7BphoneNumber%7D%7D">')).toBe(
      '<a href="tel:{{phoneNumber}}">',
    );
  });
});
