/** Everything that differs between the two storefronts; components read it, never hard-code it. */
export interface Marketplace {
  /** Subsite id, also the value of the MARKETPLACE setting: 'fleetfoot' or '9am'. */
  subsiteId: string;
  siteId: number;
  name: string;
  shortName: string;
  /** Display name of the cart in copy ('Bag'). */
  cartName: string;
  phoneNumber: string;
  phoneNumberVip: string;
  merchantId: string;
  /** Host names that select this marketplace. */
  hosts: string[];
  /** Public base URL, used for cross-subsite redirects and canonical links. */
  baseUrl: string;
  social: { network: "facebook" | "instagram" | "twitter" | "pinterest" | "youtube"; url: string }[];
  features: {
    liveChat: boolean;
    federatedLogin: boolean;
    percentOffSort: boolean;
    lowStockMessage: boolean;
    graphicsOnErrorPages: boolean;
    /** The 'Out of Stock' add button is disabled (spec 1 "Buy area": when configured). */
    outOfStockDisabled: boolean;
    /** The out-of-stock experience: signed-in customers see 'Notify Me' on a sold-out size. */
    notifyMe: boolean;
    /** Spec 1 "Header": the killswitch that names the account menu's Order History 'View Orders/Return'. */
    ordersReturnsKillswitch: boolean;
    /**
     * Spec 2 "Returns and exchanges": the shipping handler flag. Set, a USPS return's label comes from
     * the carrier's own handler and the store's /uspsLabelDisplay page answers 404; off (both stores),
     * the store prints it there. /returnLabel prints every printable label either way.
     */
    returnShippingHandler: boolean;
  };
}

const fleetfoot: Marketplace = {
  subsiteId: "fleetfoot",
  siteId: 1,
  name: "Fleetfoot",
  shortName: "Fleetfoot",
  cartName: "Bag",
  phoneNumber: "1-800-555-0134",
  phoneNumberVip: "1-888-555-0175",
  merchantId: "A1FLEETF00T01",
  hosts: ["localhost", "127.0.0.1", "fleetfoot.localhost"],
  baseUrl: "http://localhost:3000",
  social: [
    { network: "facebook", url: "https://www.facebook.com/fleetfoot" },
    { network: "instagram", url: "https://www.instagram.com/fleetfoot" },
    { network: "twitter", url: "https://twitter.com/fleetfoot" },
    { network: "pinterest", url: "https://www.pinterest.com/fleetfoot" },
    { network: "youtube", url: "https://www.youtube.com/fleetfoot" },
  ],
  features: {
    liveChat: true,
    federatedLogin: true,
    percentOffSort: true,
    lowStockMessage: true,
    graphicsOnErrorPages: true,
    outOfStockDisabled: true,
    notifyMe: true,
    ordersReturnsKillswitch: false,
    returnShippingHandler: false,
  },
};

const nineAm: Marketplace = {
  subsiteId: "9am",
  siteId: 2,
  name: "9am",
  shortName: "9am",
  cartName: "Bag",
  phoneNumber: "1-866-555-0199",
  phoneNumberVip: "1-866-555-0142",
  merchantId: "A9AMST0RE0002",
  hosts: ["9am.localhost"],
  baseUrl: "http://9am.localhost:3000",
  social: [
    { network: "facebook", url: "https://www.facebook.com/9am" },
    { network: "instagram", url: "https://www.instagram.com/9am" },
    { network: "twitter", url: "https://twitter.com/9am" },
    { network: "pinterest", url: "https://www.pinterest.com/9am" },
    { network: "youtube", url: "https://www.youtube.com/9am" },
  ],
  features: {
    liveChat: false,
    federatedLogin: true,
    percentOffSort: false,
    lowStockMessage: true,
    graphicsOnErrorPages: true,
    outOfStockDisabled: true,
    notifyMe: false,
    ordersReturnsKillswitch: false,
    returnShippingHandler: false,
  },
};

export const defaultMarketplaces: readonly Marketplace[] = [fleetfoot, nineAm];

export interface MarketplaceSettings {
  /** Forces one marketplace whatever the host (the MARKETPLACE setting). */
  forced?: string;
  /** Extra host names per subsite id, from configuration. */
  extraHosts?: Record<string, string[]>;
  /** Public base URL per subsite id, from configuration. */
  baseUrls?: Record<string, string>;
}

/** Applies configuration (extra hosts, base URLs) to the built-in marketplaces. */
export function configureMarketplaces(settings: MarketplaceSettings = {}): Marketplace[] {
  return defaultMarketplaces.map((m) => ({
    ...m,
    hosts: [...m.hosts, ...(settings.extraHosts?.[m.subsiteId] ?? [])],
    baseUrl: settings.baseUrls?.[m.subsiteId] ?? m.baseUrl,
  }));
}

/**
 * Chooses the marketplace of a request: the forced setting if any, else the one whose host
 * names include the request's host (port ignored), else the main store.
 */
export function selectMarketplace(
  marketplaces: readonly Marketplace[],
  host: string | null | undefined,
  forced?: string,
): Marketplace {
  const main = marketplaces[0];
  if (!main) throw new Error("no marketplace configured");
  if (forced) {
    const chosen = marketplaces.find((m) => m.subsiteId === forced);
    if (!chosen) throw new Error(`unknown marketplace '${forced}'`);
    return chosen;
  }
  const hostname = (host ?? "").toLowerCase().replace(/:\d+$/, "");
  return marketplaces.find((m) => m.hosts.includes(hostname)) ?? main;
}
