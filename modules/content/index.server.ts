export { contentRoutes } from "./api.server.ts";
export {
  type ContentBundle,
  DEFAULT_CONTENT_DIR,
  PAGE_NAME,
  type PageFile,
  readContentDir,
  type SlotFile,
} from "./files.server.ts";
export {
  type ContentPage,
  type ContentRead,
  findContentPage,
  findSlots,
  listContentPages,
  type PageListing,
  storeContent,
} from "./pages.server.ts";
export { mayPreview, PREVIEW_TOKEN_HEADER } from "./preview.server.ts";
export { sanitizeContentHtml } from "./sanitize.server.ts";
export { type ServedPage, servedPage, servedSlots } from "./served.server.ts";
export { listMenus } from "./service.server.ts";
