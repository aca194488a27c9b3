import type { ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { BagProvider } from "../lib/cart/bag-context.tsx";
import { FavoritesProvider } from "../lib/favorites/favorites-context.tsx";
import { Footer } from "./footer/footer.tsx";
import { Header } from "./header/header.tsx";
import { IconSymbols } from "./layout/icons.tsx";
import type { LayoutData } from "./layout/layout-data.ts";
import { isCheckoutTypePath, isHeaderFooterDisabled } from "./layout/rules.ts";
import { SafeBoundary } from "./safe-boundary.tsx";

/** Skip link, header, main content and footer; disableHf=true leaves only the content. */
export function SiteShell({ layout, children }: { layout: LayoutData | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const showChrome = layout !== undefined && !isHeaderFooterDisabled(searchParams);
  return (
    <BagProvider
      initialCount={layout?.cartCount ?? 0}
      sessionId={layout?.sessionId ?? null}
      customerKey={layout?.customerKey ?? null}
    >
      <FavoritesProvider
        initialCount={layout?.favoritesCount ?? null}
        merchantId={layout?.marketplace.merchantId ?? ""}
      >
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <IconSymbols />
        {showChrome && (
          <SafeBoundary name="header">
            <Header data={layout} minified={isCheckoutTypePath(pathname)} />
          </SafeBoundary>
        )}
        <main id="main-content" tabIndex={-1} className="site-main">
          {children}
        </main>
        {showChrome && (
          <SafeBoundary name="footer">
            <Footer data={layout} />
          </SafeBoundary>
        )}
      </FavoritesProvider>
    </BagProvider>
  );
}
