export { recoRoutes } from "./api.server.ts";
export { findRecoSeed, getRecommendations, type RecoRequest } from "./service.server.ts";
export { isBestForYouEligible, shopperTaste } from "./shopper-taste.server.ts";
