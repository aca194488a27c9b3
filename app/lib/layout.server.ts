import type { AppLoadContext } from "react-router";
import { listMenus } from "../../modules/content/index.server.ts";
import { footerColumns } from "../../modules/content/index.ts";
import type { LayoutData } from "../components/layout/layout-data.ts";

/** The data the header and footer of every page need. */
export async function loadLayoutData(context: AppLoadContext): Promise<LayoutData> {
  const all = await listMenus(context.db);
  const byId = new Map(all.map((menu) => [menu.menuId, menu]));
  return {
    marketplace: context.marketplace,
    navigation: byId.get("nav")?.items ?? [],
    customerServiceMenu: byId.get("customer-service")?.items ?? [],
    footerMenus: footerColumns(all),
    // The bag and sign-in arrive with their own issues; until then every visitor is a guest with an empty bag.
    cartCount: 0,
    favoritesCount: null,
    customer: null,
    isVip: false,
    year: new Date().getFullYear(),
  };
}
