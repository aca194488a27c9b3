import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  ServerRouter,
} from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../modules/core/index.ts";
import { documentOnlyReader } from "./lib/document-only.server.ts";
import { DocumentOnlyContext } from "./lib/document-only.tsx";
import { FailureStatusContext } from "./lib/failure-status.ts";
import { NonceContext } from "./lib/nonce.ts";
import { readPageStyles } from "./lib/page-styles.server.ts";
import { PageStylesContext } from "./lib/page-styles.tsx";
import { renderStaticMarkup } from "./lib/static-markup.server.ts";
import { StaticMarkupContext } from "./lib/static-markup.tsx";

export const streamTimeout = 5_000;

/** Requests (by their load context) whose page failed because the database was unavailable. */
const databaseUnavailable = new WeakSet<AppLoadContext>();

/** Streams the page; crawlers get it whole. Inline scripts carry the response's CSP nonce. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A database restart passes by itself: the error page says 503 and when to retry, not 500.
  const unavailable = responseStatusCode >= 500 && databaseUnavailable.has(loadContext);
  const status = unavailable ? 503 : responseStatusCode;
  if (unavailable) {
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
    responseHeaders.set("Cache-Control", "no-store");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status, headers: responseHeaders });
  }
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
  const { nonce, log } = loadContext;

  return new Promise<Response>((resolve, reject) => {
    const ready = () => {
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout);
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status,
        }),
      );
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageStylesContext.Provider value={readPageStyles()}>
          <StaticMarkupContext.Provider value={renderStaticMarkup}>
            <DocumentOnlyContext.Provider value={documentOnlyReader(loadContext)}>
              <FailureStatusContext.Provider value={status >= 500 ? status : undefined}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
              </FailureStatusContext.Provider>
            </DocumentOnlyContext.Provider>
          </StaticMarkupContext.Provider>
        </PageStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Keep every boundary inline: a large one (the header's menus) would otherwise be
        // streamed hidden and revealed only by script, leaving no-JS visitors and crawlers without it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: waitForAll ? undefined : ready,
        onAllReady: waitForAll ? ready : undefined,
        onShellError: reject,
        onError(error: unknown) {
          // A component failing inside a safe boundary hides itself and the page still stands;
          // a failure outside every boundary rejects the shell and becomes the 500 page.
          log.error({ err: error, url: request.url }, "component failed to render");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A navigation with JavaScript asks for the page's data (`.data`). While the database is
 * unavailable it gets a plain 503: React Router's browser side turns an answer without its own
 * marker header into an error response with that status, so the 503 page shows there too.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (response.status < 500 || !databaseUnavailable.has(context)) return response;
  return new Response("Service Unavailable", {
    status: 503,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
};

/** Page failures go to the structured log with the request's id, not to the console. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    databaseUnavailable.add(context);
    context.log.warn({ err: error, url: request.url }, "page failed: database unavailable");
    return;
  }
  context.log.error({ err: error, url: request.url }, "page failed");
};
