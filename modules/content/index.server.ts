export { menus } from "./schema.server.ts";
export { listMenus } from "./service.server.ts";
