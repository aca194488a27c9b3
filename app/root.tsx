import {
  data,
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import type { PageLayoutData } from "./components/layout/layout-data.ts";
import { PageErrorContent } from "./components/page-error.tsx";
import { SiteShell } from "./components/site-shell.tsx";
import { AfterLoadScripts } from "./lib/after-load-scripts.tsx";
import { FIRST_PAINT_SCRIPT } from "./lib/first-paint-script.ts";
import { loadLayoutData } from "./lib/layout.server.ts";
import { useNonce } from "./lib/nonce.ts";
import { PageStyles } from "./lib/page-styles.tsx";
import { isNotFoundPath } from "./lib/paths.ts";
import { Telemetry } from "./lib/telemetry/telemetry.tsx";
import { HydrationProvider } from "./lib/use-hydrated.tsx";
import "./load-context.ts";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const layout = await loadLayoutData(context, request);
  // A request the server refused (server/middleware/input-guard.ts): its error page, with the layout.
  if (context.pageError) {
    const { status, message } = context.pageError;
    throw data({ layout, message }, { status });
  }
  if (isNotFoundPath(new URL(request.url).pathname)) {
    // The layout travels with the error so the 404 page keeps its header and footer.
    throw data({ layout }, { status: 404 });
  }
  return { layout };
}

// Header and footer data change only after a form is posted (bag, sign-in), not on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && defaultShouldRevalidate;

/** The document around every page, error pages included. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    // The class is the script's, not React's: no hydration warning for it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the first paint, so the parts CSS folds away when JavaScript runs (the mobile menu,
            the search filters) are folded from the start: set after hydration they made the page jump. */}
        <script nonce={nonce}>{FIRST_PAINT_SCRIPT}</script>
        <Meta />
        <PageStyles />
        <Links nonce={nonce} />
      </head>
      <body>
        <HydrationProvider>{children}</HydrationProvider>
        <ScrollRestoration nonce={nonce} />
        <AfterLoadScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { layout } = useLoaderData<typeof loader>();
  return (
    <SiteShell layout={layout}>
      <Outlet />
      <Telemetry />
    </SiteShell>
  );
}

function layoutFromError(error: unknown): PageLayoutData | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const payload: unknown = error.data;
  if (typeof payload === "object" && payload !== null && "layout" in payload) {
    return (payload as { layout: PageLayoutData }).layout;
  }
  return undefined;
}

/** Every error of every page lands here: the 404 or 500 page, with the status as the response's. */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const layout = rootData?.layout ?? layoutFromError(error);
  return (
    <SiteShell layout={layout}>
      <PageErrorContent error={error} layout={layout} />
    </SiteShell>
  );
}
