import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { useFailureStatus } from "../lib/failure-status.ts";
import { useClientErrorReport } from "../lib/telemetry/error-reports.ts";
import { ErrorPage } from "./error-page.tsx";
import type { PageLayoutData, SharedLayoutData } from "./layout/layout-data.ts";

function messageOf(payload: unknown): string | undefined {
  if (typeof payload !== "object" || payload === null || !("message" in payload)) return undefined;
  return typeof payload.message === "string" ? payload.message : undefined;
}

/**
 * A page's error boundary: the store's error page, headed by the spec's message when the loader
 * gave one ('Oops, not a valid brand id.', 'Oops, something went wrong while loading product details.').
 */
export function PageError() {
  const error = useRouteError();
  const root = useRouteLoaderData<{ layout: PageLayoutData }>("root");
  return <PageErrorContent error={error} layout={root?.layout} />;
}

/** The error page for an error, with the message its data carries (a loader's, or a refused request's). */
export function PageErrorContent({
  error,
  layout,
}: {
  error: unknown;
  layout: SharedLayoutData | undefined;
}) {
  // An unexpected failure is a 500, or a 503 while the database is unavailable (the server decides).
  const failureStatus = useFailureStatus();
  const status = isRouteErrorResponse(error) ? error.status : failureStatus;
  const message = isRouteErrorResponse(error) ? messageOf(error.data) : undefined;
  useClientErrorReport(error, status);
  return (
    <>
      {message && (
        <p className="page-error-message" role="alert">
          {message}
        </p>
      )}
      <ErrorPage status={status} layout={layout} />
    </>
  );
}
