import type { AppLoadContext } from "react-router";
import { listMenus, servedSlots } from "../../modules/content/index.server.ts";
import { footerColumns, GLOBAL_PAGE, headerBanners } from "../../modules/content/index.ts";
import { readVisitor } from "../../modules/visitor/index.server.ts";
import { FULL_NAVIGATION, withLinksInMarkup } from "../components/header/nav-links-in-markup.ts";
import type { PageLayoutData } from "../components/layout/layout-data.ts";
import { isCheckoutTypePath, isHeaderFooterDisabled } from "../components/layout/rules.ts";
import { documentOnly } from "./document-only.server.ts";

/**
 * The data the header and footer of every page need. A page shared by every guest (context.sharedPage)
 * carries no visitor: the browser reads it beside the page, so the page itself can be cached. A
 * document showing the full header sends its navigation's section links only in the header's
 * markup (kept by the browser); its render reads them from the load context.
 */
export async function loadLayoutData(context: AppLoadContext, request: Request): Promise<PageLayoutData> {
  const [all, globalSlots, visitor] = await Promise.all([
    listMenus(context.db, context.pageGeneration()),
    servedSlots(context.db, { pageName: GLOBAL_PAGE }, context.marketplace, {
      generation: context.pageGeneration(),
    }),
    context.sharedPage
      ? null
      : context.sessionOwner().then((owner) => readVisitor(context.db, context.session, owner)),
  ]);
  const byId = new Map(all.map((menu) => [menu.menuId, menu]));
  const navigation = byId.get("nav")?.items ?? [];
  const url = new URL(request.url);
  // A page without the full header (checkout's, or disableHf) has no markup for a later one to keep.
  const fullHeader = !isCheckoutTypePath(url.pathname) && !isHeaderFooterDisabled(url.searchParams);
  const inMarkup = fullHeader && context.documentRequest;
  if (inMarkup) documentOnly(context, FULL_NAVIGATION, navigation);
  return {
    marketplace: context.marketplace,
    navigation: inMarkup ? withLinksInMarkup(navigation) : navigation,
    customerServiceMenu: byId.get("customer-service")?.items ?? [],
    footerMenus: footerColumns(all),
    banners: headerBanners(globalSlots),
    visitor,
    year: new Date().getFullYear(),
  };
}
