import { createContext, useContext, useState } from "react";

/**
 * The status the server chose for a page that failed unexpectedly: 503 while the database is
 * unavailable, else 500. The browser cannot tell (it only sees a sanitised error), so on
 * hydration it keeps the status the server rendered into the error page.
 */
export const FailureStatusContext = createContext<number | undefined>(undefined);

export function useFailureStatus(): number {
  const fromServer = useContext(FailureStatusContext);
  const [status] = useState(() => fromServer ?? renderedStatus() ?? 500);
  return status;
}

function renderedStatus(): number | undefined {
  if (typeof document === "undefined") return undefined;
  const rendered = Number(document.querySelector(".error-page")?.getAttribute("data-status"));
  return rendered >= 500 && rendered <= 599 ? rendered : undefined;
}
