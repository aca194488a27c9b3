import { cleanup, type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach } from "vitest";
import type { MenuItem } from "../../../modules/content/index.ts";
import { defaultMarketplaces, type Marketplace } from "../../../modules/marketplace/index.ts";
import { GUEST_VISITOR } from "../../../modules/visitor/index.ts";
import type { LayoutData } from "./layout-data.ts";
import { useClientNavigation } from "./plain-link.tsx";

// Test-only helpers for the header and footer tests (never imported by the app).
afterEach(cleanup);

/** n links named '<prefix> 1' … '<prefix> n'. */
export function links(prefix: string, n: number): MenuItem[] {
  return Array.from({ length: n }, (_, i) => ({ text: `${prefix} ${i + 1}`, link: `/c/${prefix}-${i + 1}` }));
}

/** The main marketplace (Fleetfoot) with its features overridable. */
export function marketplace(features: Partial<Marketplace["features"]> = {}): Marketplace {
  const main = defaultMarketplaces[0];
  if (!main) throw new Error("no marketplace");
  return { ...main, features: { ...main.features, ...features } };
}

/** Layout data of a guest on the main marketplace; Women has 12 shoe links and 35 clothing links. */
export function layoutData(overrides: Partial<LayoutData> = {}): LayoutData {
  return {
    marketplace: marketplace(),
    navigation: [
      {
        text: "Women",
        link: "/women",
        children: [
          { text: "Shoes", link: "/women-shoes", children: links("Women shoes", 12) },
          { text: "Clothing", link: "/women-clothing", children: links("Women clothing", 35) },
        ],
      },
      {
        text: "Men",
        link: "/men",
        children: [{ text: "Shoes", link: "/men-shoes", children: links("Men shoes", 3) }],
      },
      { text: "Brands", link: "/brands" },
    ],
    customerServiceMenu: [
      { text: "Help Center", link: "/c/help" },
      { text: "Live Chat", link: "/c/live-chat", type: "live-chat" },
      { text: "Contact Us", link: "/contact-us" },
    ],
    footerMenus: [
      { menuId: "footer-1", heading: "Customer Service", items: links("Help", 3) },
      { menuId: "footer-3", heading: "About", items: links("About", 2) },
    ],
    banners: { promo: null, global: [], emergency: null },
    ...GUEST_VISITOR,
    year: 2025,
    ...overrides,
  };
}

/** The page's one link listener, as SiteShell has it. */
function ClientNavigation({ children }: { children: ReactElement }) {
  useClientNavigation();
  return children;
}

/** Renders inside a memory router (components use <Link>), with the page's link listener. */
export function renderInRouter(element: ReactElement, path = "/"): RenderResult {
  const router = createMemoryRouter(
    [{ path: "*", element: <ClientNavigation>{element}</ClientNavigation> }],
    {
      initialEntries: [path],
    },
  );
  return render(<RouterProvider router={router} />);
}
