export { RecentlyViewed } from "./recently-viewed.tsx";
export { rememberViewed } from "./recently-viewed-store.ts";
