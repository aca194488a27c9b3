import { type ReactNode, Suspense } from "react";
import { useLocation, useSearchParams } from "react-router";
import { GUEST_VISITOR } from "../../modules/visitor/index.ts";
import { BagProvider } from "../lib/cart/bag-context.tsx";
import { FavoritesProvider } from "../lib/favorites/favorites-context.tsx";
import { useVisitor, VisitorProvider } from "../lib/visitor/visitor-context.tsx";
import { Footer } from "./footer/footer.tsx";
import { Header } from "./header/header.tsx";
import { IconSymbols } from "./layout/icons.tsx";
import type { LayoutData, PageLayoutData } from "./layout/layout-data.ts";
import { useClientNavigation } from "./layout/plain-link.tsx";
import { isCheckoutTypePath, isHeaderFooterDisabled } from "./layout/rules.ts";
import { SafeBoundary } from "./safe-boundary.tsx";

/**
 * Skip link, header, main content and footer; disableHf=true leaves only the content. The visitor's
 * own parts come with a personal page, or are read beside a shared one (VisitorProvider).
 */
export function SiteShell({ layout, children }: { layout: PageLayoutData | undefined; children: ReactNode }) {
  // A page without layout data (the database away) has no visitor to read either.
  return (
    <VisitorProvider server={layout ? layout.visitor : GUEST_VISITOR}>
      <Shell layout={layout}>{children}</Shell>
    </VisitorProvider>
  );
}

function Shell({ layout, children }: { layout: PageLayoutData | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { visitor, known, unreadable } = useVisitor();
  useClientNavigation();
  const data: LayoutData | undefined = layout && { ...layout, ...visitor };
  const showChrome = data !== undefined && !isHeaderFooterDisabled(searchParams);
  return (
    <BagProvider
      initialCount={visitor.cartCount}
      sessionId={visitor.sessionId}
      customerKey={visitor.customerKey}
      visitorKnown={known}
      visitorUnreadable={unreadable}
    >
      <FavoritesProvider
        initialCount={visitor.favoritesCount}
        merchantId={layout?.marketplace.merchantId ?? ""}
      >
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <IconSymbols />
        {showChrome && (
          <SafeBoundary name="header">
            <Header data={data} minified={isCheckoutTypePath(pathname)} />
          </SafeBoundary>
        )}
        <main id="main-content" tabIndex={-1} className="site-main">
          {/* A boundary: React hydrates the page's content after the shell, in slices that let the
              browser answer in between, not in one long task (a click on it is hydrated first). */}
          <Suspense fallback={null}>{children}</Suspense>
        </main>
        {showChrome && (
          <SafeBoundary name="footer">
            <Footer data={data} />
          </SafeBoundary>
        )}
      </FavoritesProvider>
    </BagProvider>
  );
}
