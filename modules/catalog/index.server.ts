export { imageRoutes } from "./api.server.ts";
export { findStyleArt, type StyleArt } from "./images.server.ts";
