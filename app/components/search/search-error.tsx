import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPage } from "../error-page.tsx";
import type { LayoutData } from "../layout/layout-data.ts";

function messageOf(payload: unknown): string | undefined {
  if (typeof payload !== "object" || payload === null || !("message" in payload)) return undefined;
  return typeof payload.message === "string" ? payload.message : undefined;
}

/** A search page's error: the store's error page, with the spec's message when there is one ('Oops, not a valid brand id.'). */
export function SearchError() {
  const error = useRouteError();
  const root = useRouteLoaderData<{ layout: LayoutData }>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? messageOf(error.data) : undefined;
  return (
    <>
      {message && (
        <p className="search-error-message" role="alert">
          {message}
        </p>
      )}
      <ErrorPage status={status} layout={root?.layout} />
    </>
  );
}
