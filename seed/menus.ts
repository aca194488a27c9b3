import type { MenuItem } from "../modules/content/menus.ts";
import type { menus } from "../modules/content/schema.server.ts";

export type MenuRow = typeof menus.$inferInsert;

const search = (words: string) => `/search?${new URLSearchParams({ term: words })}`;

/** A link that searches for its words, or for its own text in lower case. */
const find = (text: string, words = text.toLowerCase()): MenuItem => ({ text, link: search(words) });
const go = (text: string, link: string): MenuItem => ({ text, link });

function section(top: string, text: string, links: MenuItem[]): MenuItem {
  const label = (item: MenuItem) => `Nav-${top}-${text}-${item.text}`.replace(/\s+/g, "-");
  return {
    text,
    link: links[0]?.link ?? "/",
    type: "section",
    children: links.map((l) => ({ ...l, gae: label(l) })),
  };
}

function topItem(text: string, link: string, sections: MenuItem[]): MenuItem {
  return { text, link, gae: `Nav-${text}`, type: "nav", children: sections };
}

const SHOES = [
  "Sneakers & Athletic Shoes",
  "Boots",
  "Sandals",
  "Loafers",
  "Slippers",
  "Oxfords",
  "Clogs & Mules",
];
const CLOTHING = ["Tops", "Sweaters & Hoodies", "Pants", "Jeans", "Shorts", "Jackets & Coats"];
const shopping = (who: string, names: string[]) =>
  names.map((name) => find(name, `${who} ${name.toLowerCase()}`));

function genderMenu(top: "Women" | "Men", link: string): MenuItem {
  const who = top.toLowerCase();
  const shoes = top === "Women" ? [...SHOES, "Heels", "Flats"] : SHOES;
  const clothing = top === "Women" ? ["Dresses", "Skirts", ...CLOTHING] : CLOTHING;
  return topItem(top, link, [
    section(top, "Shoes", [find(`All ${top}'s Shoes`, `${who} shoes`), ...shopping(who, shoes)]),
    section(top, "Clothing", [find(`All ${top}'s Clothing`, `${who} clothing`), ...shopping(who, clothing)]),
    section(
      top,
      "Accessories & Bags",
      shopping(who, ["Bags", "Belts", "Hats", "Socks", "Sunglasses", "Watches", "Wallets"]),
    ),
    section(top, "Featured", [
      find("New Arrivals", `${who} new`),
      find("Best Sellers", `${who} best sellers`),
      find("Wide Widths", `${who} wide shoes`),
      ...(top === "Women" ? [find("Petite", "womens petite"), find("Plus Size", "womens plus")] : []),
      find("Adaptive", `${who} adaptive`),
      find("Sale", `${who} sale`),
    ]),
  ]);
}

function navMenu(brandNames: readonly string[]): MenuItem[] {
  const sorted = [...brandNames].sort((a, b) => a.localeCompare(b, "en"));
  const half = Math.ceil(sorted.length / 2);
  const brandLinks = (names: string[]) => names.slice(0, 30).map((name) => find(name, name));
  return [
    genderMenu("Women", "/women"),
    genderMenu("Men", "/men"),
    topItem("Kids", search("kids"), [
      section("Kids", "Girls", [
        find("All Girls' Shoes", "girls shoes"),
        ...shopping("girls", SHOES.slice(0, 5)),
      ]),
      section("Kids", "Boys", [
        find("All Boys' Shoes", "boys shoes"),
        ...shopping("boys", SHOES.slice(0, 5)),
      ]),
      section("Kids", "Shop by Age", [find("Toddler"), find("Little Kid"), find("Big Kid")]),
      section("Kids", "Clothing", [
        find("All Kids' Clothing", "kids clothing"),
        ...shopping("kids", ["Tops", "Pants", "Dresses"]),
      ]),
    ]),
    topItem("Shoes", "/shoes", [
      section("Shoes", "Women's", [
        go("All Women's Shoes", "/women"),
        ...shopping("womens", [...SHOES, "Heels", "Flats"]),
      ]),
      section("Shoes", "Men's", [go("All Men's Shoes", "/men"), ...shopping("mens", SHOES)]),
      section("Shoes", "Kids'", [
        find("All Kids' Shoes", "kids shoes"),
        ...shopping("kids", SHOES.slice(0, 5)),
      ]),
      section("Shoes", "Popular", [
        find("Adaptive Shoes", "adaptive"),
        find("Wide Widths", "wide"),
        find("Waterproof Boots", "waterproof boots"),
      ]),
    ]),
    topItem("Clothing", search("clothing"), [
      section("Clothing", "Women's", shopping("womens", ["Dresses", "Skirts", ...CLOTHING])),
      section("Clothing", "Men's", shopping("mens", CLOTHING)),
      section("Clothing", "Kids'", shopping("kids", ["Tops", "Pants", "Dresses", "Jackets & Coats"])),
    ]),
    topItem("Bags", search("bags"), [
      section(
        "Bags",
        "Shop by Style",
        ["Backpacks", "Handbags", "Crossbody Bags", "Totes", "Wallets"].map((n) => find(n)),
      ),
      section("Bags", "Shop by Material", [
        find("Leather Bags", "leather bag"),
        find("Canvas Bags", "canvas bag"),
      ]),
    ]),
    topItem("Accessories", search("accessories"), [
      section(
        "Accessories",
        "Shop by Type",
        ["Hats", "Socks", "Belts", "Sunglasses", "Watches"].map((n) => find(n)),
      ),
      section("Accessories", "Gifts", [go("Gift Cards", "/c/e-gift-cards"), find("Watches", "watch")]),
    ]),
    topItem("Brands", "/brands", [
      section("Brands", "Brands A-L", [go("All Brands", "/brands"), ...brandLinks(sorted.slice(0, half))]),
      section("Brands", "Brands M-Z", brandLinks(sorted.slice(half))),
    ]),
    topItem("Sale", search("sale"), [
      section(
        "Sale",
        "Shop Sale",
        ["Women", "Men", "Kids"].map((who) => find(`${who}'s Sale`, `${who.toLowerCase()} sale`)),
      ),
      section(
        "Sale",
        "Sale by Category",
        ["Shoes", "Clothing", "Bags", "Accessories"].map((n) =>
          find(`${n} on Sale`, `${n.toLowerCase()} sale`),
        ),
      ),
    ]),
  ];
}

const CUSTOMER_SERVICE = [
  go("Contact Us", "/contact-us"),
  // Shown only where the marketplace has live chat enabled (see customerServiceItems).
  { text: "Live Chat", link: "/c/live-chat", type: "live-chat" },
  go("Shipping & Returns", "/c/shipping-and-returns"),
  go("FAQs", "/c/faqs"),
  go("Track Your Order", "/orders"),
  go("Start a Return", "/returns"),
  go("Gift Cards", "/c/e-gift-cards"),
];

const FOOTERS: [string, MenuItem[]][] = [
  [
    "Help",
    [
      go("Contact Us", "/contact-us"),
      go("FAQs", "/c/faqs"),
      go("Shipping & Returns", "/c/shipping-and-returns"),
      go("Gift Cards", "/c/e-gift-cards"),
    ],
  ],
  ["Explore", [go("Brands", "/brands"), go("Women", "/women"), go("Men", "/men"), go("Shoes", "/shoes")]],
  [
    "Company",
    [
      go("About Us", "/c/about"),
      go("Careers", "/c/careers"),
      go("Press", "/c/press"),
      go("Sustainability", "/c/sustainability"),
    ],
  ],
  [
    "More",
    [go("Workwear for Teams", "/c/zappos-at-work"), go("Account Deletion", "/c/account-deletion-request")],
  ],
  [
    "Shop",
    [
      go("Women", "/women"),
      go("Men", "/men"),
      go("Kids", search("kids")),
      go("Shoes", "/shoes"),
      go("Sale", search("sale")),
    ],
  ],
  [
    "Your Account",
    [
      go("My Account", "/account"),
      go("Order History", "/orders"),
      go("Favorites", "/account/favorites"),
      go("Returns", "/returns"),
      go("VIP Rewards", "/vip/dashboard"),
      go("Email Subscriptions", "/subscriptions"),
    ],
  ],
];

/** The header navigation, customer-service menu and footer menus 1-6 (legal links live in the legal line). */
export function buildMenus(brandNames: readonly string[]): MenuRow[] {
  const footerLabel = (heading: string, item: MenuItem) => ({
    ...item,
    gae: `Footer-${heading}-${item.text}`,
  });
  return [
    { menuId: "nav", heading: "Main Navigation", sortOrder: 0, items: navMenu(brandNames) },
    { menuId: "customer-service", heading: "Customer Service", sortOrder: 1, items: CUSTOMER_SERVICE },
    ...FOOTERS.map(([heading, items], i) => ({
      menuId: `footer-${i + 1}`,
      heading,
      sortOrder: i + 2,
      items: items.map((item) => footerLabel(heading, item)),
    })),
  ];
}
