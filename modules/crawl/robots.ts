/**
 * robots.txt of one marketplace: its own absolute Sitemap line, and crawlers kept out of what is
 * private (account, bag, sign-in, checkout, orders with their items and shipments, returns and their
 * labels, addresses, cards, favourites), the JSON API, and facet combinations (filtered search paths and ?filters), which
 * would multiply every listing endlessly.
 */
export function robotsTxt(baseUrl: string): string {
  const disallowed = [
    "/account",
    "/cart",
    "/login",
    "/register",
    "/logout",
    "/checkout",
    "/exchange",
    "/confirmation/",
    "/orders",
    "/my-orders",
    "/item-details/",
    "/shipments/",
    // Every returns page: /returns, /return, /return/cancel, /returnInitiate, /return-item,
    // /return-info/, /returnLabel; /my-returns and /my-return/cancel; and the two label pages.
    "/return",
    "/my-return",
    "/create-label",
    "/uspsLabelDisplay",
    "/addresses",
    "/payments",
    "/favorites/",
    "/collection/",
    "/federated-login",
    "/forgot-password",
    "/reset-password",
    "/api/",
    "/search/*/filter/",
    "/*?*filters",
    "/marty/",
  ];
  return [
    "User-agent: *",
    // Category pages (one zc1, maybe its zc2) are listed in the sitemap: the longer rule wins.
    "Allow: /search/null/filter/zc1/",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
