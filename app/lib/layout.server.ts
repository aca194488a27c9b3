import type { AppLoadContext } from "react-router";
import { countCartItems } from "../../modules/cart/index.server.ts";
import { listMenus } from "../../modules/content/index.server.ts";
import { footerColumns } from "../../modules/content/index.ts";
import { findCustomer, type SessionOwner } from "../../modules/identity/index.server.ts";
import { countHearts } from "../../modules/lists/index.server.ts";
import type { LayoutData } from "../components/layout/layout-data.ts";

/** The visitor's bag count and, when recognised, first name; hearts only when signed in. */
async function visitorData(context: AppLoadContext, owner: SessionOwner | null) {
  const recognised = owner?.recognizedCustomerId ?? null;
  const [cartCount, customer, favoritesCount] = await Promise.all([
    countCartItems(context.db, owner),
    recognised === null ? null : findCustomer(context.db, recognised),
    owner?.customerId == null ? null : countHearts(context.db, owner.customerId),
  ]);
  const authenticated = owner?.customerId != null;
  return {
    cartCount,
    favoritesCount,
    customer: customer
      ? { firstName: customer.firstName, customerId: customer.customerId, authenticated }
      : null,
  };
}

/** The data the header and footer of every page need. */
export async function loadLayoutData(context: AppLoadContext): Promise<LayoutData> {
  const [all, visitor] = await Promise.all([
    listMenus(context.db),
    context.sessionOwner().then((owner) => visitorData(context, owner)),
  ]);
  const byId = new Map(all.map((menu) => [menu.menuId, menu]));
  return {
    marketplace: context.marketplace,
    navigation: byId.get("nav")?.items ?? [],
    customerServiceMenu: byId.get("customer-service")?.items ?? [],
    footerMenus: footerColumns(all),
    cartCount: visitor.cartCount,
    sessionId: context.session?.id ?? null,
    favoritesCount: visitor.favoritesCount,
    customer: visitor.customer
      ? { firstName: visitor.customer.firstName, authenticated: visitor.customer.authenticated }
      : null,
    // The bag backup belongs to the signed-in customer; a recognised one's bag is a guest's.
    customerKey: visitor.customer?.authenticated ? String(visitor.customer.customerId) : null,
    isVip: false,
    year: new Date().getFullYear(),
  };
}
