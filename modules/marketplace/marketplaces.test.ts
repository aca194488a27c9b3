import { describe, expect, it } from "vitest";
import { configureMarketplaces, selectMarketplace } from "./marketplaces.ts";

describe("selectMarketplace", () => {
  const marketplaces = configureMarketplaces({ extraHosts: { "9am": ["shop.9am.test"] } });

  it("chooses the main store for its hosts and for unknown hosts", () => {
    expect(selectMarketplace(marketplaces, "localhost:3000").name).toBe("Fleetfoot");
    expect(selectMarketplace(marketplaces, "unknown.example").name).toBe("Fleetfoot");
    expect(selectMarketplace(marketplaces, undefined).name).toBe("Fleetfoot");
  });

  it("chooses the sister store by host name, port and case ignored", () => {
    expect(selectMarketplace(marketplaces, "9am.localhost:3000").name).toBe("9am");
    expect(selectMarketplace(marketplaces, "SHOP.9AM.TEST").name).toBe("9am");
  });

  it("lets the setting force a marketplace whatever the host", () => {
    expect(selectMarketplace(marketplaces, "localhost", "9am").name).toBe("9am");
    expect(() => selectMarketplace(marketplaces, "localhost", "nope")).toThrow("unknown marketplace");
  });

  it("gives each marketplace its own name, numbers and merchant", () => {
    const [main, sister] = marketplaces;
    expect(main?.shortName).not.toBe(sister?.shortName);
    expect(main?.phoneNumber).not.toBe(main?.phoneNumberVip);
    expect(main?.merchantId).not.toBe(sister?.merchantId);
  });

  it("takes base URLs from configuration", () => {
    const configured = configureMarketplaces({ baseUrls: { "9am": "https://9am.example" } });
    expect(configured.find((m) => m.subsiteId === "9am")?.baseUrl).toBe("https://9am.example");
  });
});
