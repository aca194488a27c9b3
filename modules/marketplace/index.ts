export {
  configureMarketplaces,
  defaultMarketplaces,
  type Marketplace,
  type MarketplaceSettings,
  selectMarketplace,
} from "./marketplaces.ts";
