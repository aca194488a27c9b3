import { useEffect, useState } from "react";
import { isRouteErrorResponse } from "react-router";
import { MAX_MESSAGE_LENGTH } from "../../../modules/telemetry/index.ts";
import { postPixelEvents } from "./send.ts";
import { usePageType } from "./telemetry.tsx";

const cut = (text: string) => text.slice(0, MAX_MESSAGE_LENGTH);

/**
 * Reports an error page the browser reached by itself (POST /martypixel, clientError): a page that
 * failed while rendering in the browser. The server reports the error pages it answers (404, 5xx,
 * a loader's error, also for the browser's data requests), so those are not sent again.
 */
export function useClientErrorReport(error: unknown, status: number): void {
  const pageType = usePageType();
  // Whether the server rendered this error page (read while hydrating, before React replaces it).
  const [fromServer] = useState(
    () => typeof document !== "undefined" && document.querySelector(".error-page") !== null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per error shown
  useEffect(() => {
    if (fromServer || isRouteErrorResponse(error)) return;
    const message = error instanceof Error ? cut(error.message) : undefined;
    postPixelEvents([{ type: "error", name: "clientError", pageType, status, ...(message && { message }) }]);
  }, [error]);
}

/** The words of a refused form reply (Conform's), all fields'. */
function replyMessages(reply: unknown): string[] {
  if (typeof reply !== "object" || reply === null || !("error" in reply)) return [];
  const errors = reply.error;
  if (typeof errors !== "object" || errors === null) return [];
  return Object.values(errors).flatMap((messages: unknown) =>
    Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string") : [],
  );
}

/**
 * Spec 2: a failed exchange goes to POST /martypixel?type=martyExchangesError with its error
 * (the refusal's words), once per refusal shown, when JavaScript runs.
 */
export function useExchangeErrorReport(reply: unknown): void {
  const pageType = usePageType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal shown
  useEffect(() => {
    const messages = replyMessages(reply);
    if (messages.length === 0) return;
    postPixelEvents(
      [{ type: "error", name: "martyExchangesError", pageType, message: cut(messages.join(" ")) }],
      "martyExchangesError",
    );
  }, [reply]);
}
