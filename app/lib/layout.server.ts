import type { AppLoadContext } from "react-router";
import { listMenus } from "../../modules/content/index.server.ts";
import { footerColumns } from "../../modules/content/index.ts";
import { readVisitor } from "../../modules/visitor/index.server.ts";
import type { PageLayoutData } from "../components/layout/layout-data.ts";

/**
 * The data the header and footer of every page need. A page shared by every guest (context.sharedPage)
 * carries no visitor: the browser reads it beside the page, so the page itself can be cached.
 */
export async function loadLayoutData(context: AppLoadContext): Promise<PageLayoutData> {
  const [all, visitor] = await Promise.all([
    listMenus(context.db, context.pageGeneration()),
    context.sharedPage
      ? null
      : context.sessionOwner().then((owner) => readVisitor(context.db, context.session, owner)),
  ]);
  const byId = new Map(all.map((menu) => [menu.menuId, menu]));
  return {
    marketplace: context.marketplace,
    navigation: byId.get("nav")?.items ?? [],
    customerServiceMenu: byId.get("customer-service")?.items ?? [],
    footerMenus: footerColumns(all),
    visitor,
    year: new Date().getFullYear(),
  };
}
