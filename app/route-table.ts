/**
 * The page routes of the store as plain data: path (relative, without a leading slash) and
 * module file. `routes.ts` declares them twice, once plainly and once under /marty.
 * Routes of features not built yet are not here: their paths answer 404 until they are.
 */
export interface PageRoute {
  /** Route id, unique; the /marty copy gets the prefix 'marty-'. */
  id: string;
  /** undefined for the index route. */
  path?: string;
  file: string;
}

/** A product URL form with and without its /color/{colorId} suffix. */
function productRoutes(forms: readonly (readonly [string, string])[]): PageRoute[] {
  return forms.flatMap(([id, path]) => [
    { id: `product-${id}`, path, file: "routes/product.tsx" },
    { id: `product-${id}-color`, path: `${path}/color/:colorId`, file: "routes/product.tsx" },
  ]);
}

export const pageRoutes: readonly PageRoute[] = [
  { id: "home", file: "routes/home.tsx" },
  { id: "cart", path: "cart", file: "routes/cart.tsx" },
  // Accounts: sign-in, registration, sign-out, the account overview and deletion request.
  { id: "login", path: "login", file: "routes/login.tsx" },
  { id: "register", path: "register", file: "routes/register.tsx" },
  { id: "register-confirm", path: "register/confirm", file: "routes/register-confirm.tsx" },
  { id: "logout", path: "logout", file: "routes/logout.tsx" },
  { id: "account", path: "account", file: "routes/account.tsx" },
  // Federated sign-in (OpenID Connect) and password reset by emailed link.
  { id: "federated-login", path: "federated-login", file: "routes/federated-login.tsx" },
  { id: "oidc-start", path: "federated-login/:provider", file: "routes/oidc-start.tsx" },
  { id: "oidc-callback", path: "federated-login/:provider/callback", file: "routes/oidc-callback.tsx" },
  { id: "oidc-pre-auth", path: "ap/signin", file: "routes/oidc-pre-auth.tsx" },
  { id: "zap-pre-auth", path: "zap/preAuth/signin", file: "routes/oidc-pre-auth.tsx" },
  { id: "forgot-password", path: "forgot-password", file: "routes/forgot-password.tsx" },
  { id: "reset-password", path: "reset-password", file: "routes/reset-password.tsx" },
  {
    id: "account-deletion-request",
    path: "c/account-deletion-request",
    file: "routes/account-deletion-request.tsx",
  },
  // Email subscriptions (spec 1 and 3): the footer form's landing without JavaScript, and the manage
  // page for a signed-in customer or an emailed token (/subscriptions/{tokenTypeOrAction}/{token});
  // a sign-up's mailed link opens a page whose button confirms it.
  { id: "subscription-do", path: "subscription.do", file: "routes/subscription-do.tsx" },
  { id: "subscriptions", path: "subscriptions", file: "routes/subscriptions.tsx" },
  {
    id: "subscriptions-confirm",
    path: "subscriptions/confirm/:token",
    file: "routes/subscriptions-confirm.tsx",
  },
  {
    id: "subscriptions-token",
    path: "subscriptions/:tokenTypeOrAction/:token",
    file: "routes/subscriptions.tsx",
  },
  // Favorites: the customer's lists, one list (also as a collection), and a shared list by its token.
  { id: "account-favorites", path: "account/favorites", file: "routes/account-favorites.tsx" },
  // Saved addresses (spec 2 "Addresses", sign-in needed).
  { id: "addresses", path: "addresses", file: "routes/addresses.tsx" },
  { id: "addresses-new", path: "addresses/new", file: "routes/address-form.tsx" },
  { id: "addresses-edit", path: "addresses/:addressId/edit", file: "routes/address-form.tsx" },
  // Saved cards (spec 2 "Payments", sign-in needed).
  { id: "payments", path: "payments", file: "routes/payments.tsx" },
  { id: "payments-new", path: "payments/new", file: "routes/payment-form.tsx" },
  { id: "payments-edit", path: "payments/:paymentId/edit", file: "routes/payment-form.tsx" },
  // Checkout (spec 2 "Checkout", sign-in needed): the single page checkout at the base path and
  // its list steps, the form steps, and the order confirmation.
  { id: "checkout", path: "checkout", file: "routes/checkout.tsx" },
  { id: "checkout-initiate", path: "checkout/initiate", file: "routes/checkout.tsx" },
  { id: "checkout-spc", path: "checkout/spc", file: "routes/checkout.tsx" },
  { id: "checkout-address", path: "checkout/address", file: "routes/checkout.tsx" },
  { id: "checkout-shipoption", path: "checkout/shipoption", file: "routes/checkout.tsx" },
  { id: "checkout-billing", path: "checkout/billing", file: "routes/checkout.tsx" },
  { id: "checkout-address-new", path: "checkout/address/new", file: "routes/checkout-address-form.tsx" },
  { id: "checkout-address-edit", path: "checkout/address/edit", file: "routes/checkout-address-form.tsx" },
  { id: "checkout-billing-new", path: "checkout/billing/new", file: "routes/checkout-address-form.tsx" },
  { id: "checkout-billing-edit", path: "checkout/billing/edit", file: "routes/checkout-address-form.tsx" },
  { id: "checkout-payment", path: "checkout/payment", file: "routes/checkout-payment.tsx" },
  { id: "confirmation", path: "confirmation/:purchaseId", file: "routes/confirmation.tsx" },
  // Orders (spec 2 and 3 "Orders"): the history, an order, its cancel page, and the redesigned
  // account's twins of the three (same modules, title 'My Orders'); an item's details and a
  // shipment's tracking. Sign-in needed, or an order's emailed token.
  { id: "orders", path: "orders", file: "routes/orders.tsx" },
  { id: "order", path: "orders/:orderId", file: "routes/order.tsx" },
  { id: "order-cancel", path: "orders/:orderId/cancel", file: "routes/order-cancel.tsx" },
  { id: "my-orders", path: "my-orders", file: "routes/orders.tsx" },
  { id: "my-order", path: "my-orders/:orderId", file: "routes/order.tsx" },
  { id: "my-order-cancel", path: "my-orders/:orderId/cancel", file: "routes/order-cancel.tsx" },
  { id: "item-details", path: "item-details/:parentOrderId/:itemUniqueId", file: "routes/item-details.tsx" },
  { id: "shipment", path: "shipments/:orderId/:shipmentId", file: "routes/shipment.tsx" },
  // Returns (spec 2 "Returns and exchanges", sign-in needed): the customer's returns and the
  // redesigned account's twin (same module, title 'My Returns'), the flow and the order page's way
  // into it, one item's return, one item of a return, the label pages, a posted label printed now
  // instead, and the cancel page in each area.
  { id: "returns", path: "returns", file: "routes/returns.tsx" },
  { id: "my-returns", path: "my-returns", file: "routes/returns.tsx" },
  { id: "return", path: "return", file: "routes/return.tsx" },
  { id: "return-initiate", path: "returnInitiate", file: "routes/return-initiate.tsx" },
  { id: "return-item", path: "return-item", file: "routes/return-item.tsx" },
  { id: "return-info", path: "return-info/:contractId/:shipmentLineItemId", file: "routes/return-info.tsx" },
  { id: "return-label", path: "returnLabel", file: "routes/return-label.tsx" },
  { id: "usps-label", path: "uspsLabelDisplay", file: "routes/usps-label.tsx" },
  { id: "create-label", path: "create-label", file: "routes/create-label.tsx" },
  { id: "return-cancel", path: "return/cancel", file: "routes/return-cancel.tsx" },
  { id: "my-return-cancel", path: "my-return/cancel", file: "routes/return-cancel.tsx" },
  // Exchanges (spec 2 "Returns and exchanges", sign-in needed): an item's exchange (its choices,
  // review and confirmation) and where the replacement ships: the address list, new and edit.
  { id: "exchange", path: "exchange", file: "routes/exchange.tsx" },
  { id: "exchange-address", path: "exchange/address", file: "routes/exchange-addresses.tsx" },
  { id: "exchange-address-new", path: "exchange/address/new", file: "routes/exchange-address-form.tsx" },
  { id: "exchange-address-edit", path: "exchange/address/edit", file: "routes/exchange-address-form.tsx" },
  // e-Gift Cards (spec 3's configured path): choose, customise and add to the bag.
  { id: "egift-cards", path: "c/e-gift-cards", file: "routes/egift-cards.tsx" },
  {
    id: "account-favorites-list",
    path: "account/favorites/:listId",
    file: "routes/account-favorites-list.tsx",
  },
  { id: "collection", path: "collection/:listId", file: "routes/account-favorites-list.tsx" },
  { id: "favorites-shared", path: "favorites/:shareToken", file: "routes/favorites-shared.tsx" },
  { id: "cc-blocked", path: "error/ccBlocked", file: "routes/cc-blocked.tsx" },
  { id: "error-status", path: "error/:statusToSend", file: "routes/error-status.tsx" },
  { id: "broken-page", path: "broken-page", file: "routes/broken-page.tsx" },
  // Search: every URL form of the grammar (modules/search/url-grammar.ts) under /search.
  { id: "search", path: "search/*", file: "routes/search.tsx" },
  { id: "brands", path: "brands", file: "routes/brands.tsx" },
  // Category entry points: search pages with one filter (app/lib/search/entry-points.ts).
  { id: "entry-women", path: "women", file: "routes/entry-point.tsx" },
  { id: "entry-womens", path: "womens", file: "routes/entry-point.tsx" },
  { id: "entry-men", path: "men", file: "routes/entry-point.tsx" },
  { id: "entry-mens", path: "mens", file: "routes/entry-point.tsx" },
  { id: "entry-shoes", path: "shoes", file: "routes/entry-point.tsx" },
  { id: "entry-c-shoes", path: "c/shoes", file: "routes/entry-point.tsx" },
  // Product page: every URL form of spec 1 section 2, one module (app/lib/product). Each shape is
  // its own route: optional segments would also match shapes that are not product URLs.
  ...productRoutes([
    ["product", "product/:productId"],
    ["p-seo", "p/:seoName/product/:productId"],
    ["p", "p/product/:productId"],
    ["style-room", "a/the-style-room/p/:seoName/product/:productId"],
  ]),
  { id: "product-asin", path: "p/asin/:asin", file: "routes/product.tsx" },
  { id: "product-stock", path: "product/stockId/:stockId", file: "routes/product.tsx" },
  // Content (spec 1 "Routes", spec 3 "Other routes"): the contact page, the preview routes and every
  // other /c/{pageName} (the specific /c/ pages above win over it; an unknown name answers 404).
  { id: "contact-us", path: "contact-us", file: "routes/contact-us.tsx" },
  { id: "content-symphony-preview", path: "c/symphonypreview", file: "routes/content-preview.tsx" },
  { id: "content-preview", path: "contentPreview", file: "routes/content-preview.tsx" },
  { id: "content-page", path: "c/:pageName", file: "routes/content-page.tsx" },
  // Spec 3 "Rewards": the VIP dashboard paths redirect to the configured one, /c/vip-dash.
  { id: "vip-dashboard", path: "vip/dashboard", file: "routes/vip-dashboard.tsx" },
  { id: "rewards-dashboard", path: "rewards/dashboard", file: "routes/vip-dashboard.tsx" },
  // Everything else, including unknown /c/* pages, is not found; except
  // paths ending in .zso, search landing pages, which no route can match by suffix.
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

export { MARTY_PREFIX } from "../modules/core/index.ts";
