import type { AppLoadContext } from "react-router";
import { countCartItems } from "../../modules/cart/index.server.ts";
import { listMenus } from "../../modules/content/index.server.ts";
import { footerColumns } from "../../modules/content/index.ts";
import { findSessionOwner } from "../../modules/identity/index.server.ts";
import type { LayoutData } from "../components/layout/layout-data.ts";

/** The data the header and footer of every page need. */
export async function loadLayoutData(context: AppLoadContext): Promise<LayoutData> {
  const [all, cartCount] = await Promise.all([
    listMenus(context.db),
    findSessionOwner(context.db, context.session).then((owner) => countCartItems(context.db, owner)),
  ]);
  const byId = new Map(all.map((menu) => [menu.menuId, menu]));
  return {
    marketplace: context.marketplace,
    navigation: byId.get("nav")?.items ?? [],
    customerServiceMenu: byId.get("customer-service")?.items ?? [],
    footerMenus: footerColumns(all),
    cartCount,
    sessionId: context.session?.id ?? null,
    // Sign-in arrives with its own issue; until then every visitor is a guest.
    favoritesCount: null,
    customer: null,
    isVip: false,
    year: new Date().getFullYear(),
  };
}
