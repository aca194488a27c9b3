import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";
import { titleOf } from "./test-app.ts";

export const ORIGIN = "http://localhost:3000";
export const FORM = "application/x-www-form-urlencoded";

/** Requests to the app in process, from the store's own pages (its Origin). */
export function requester(app: () => TestApp) {
  const send = (path: string, init: RequestInit = {}) =>
    app().app.request(`${ORIGIN}${path}`, {
      ...init,
      headers: { origin: ORIGIN, ...(init.headers as Record<string, string>) },
    });
  const post = (path: string, body: BodyInit, type: string, headers: Record<string, string> = {}) =>
    send(path, { method: "POST", body, headers: { "content-type": type, ...headers } });
  return { send, post };
}

/** A body that arrives in chunks without Content-Length, as a chunked upload does. */
export function chunked(chunks: number, chunk: string): RequestInit {
  const bytes = new TextEncoder().encode(chunk);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(bytes);
      controller.close();
    },
  });
  return { method: "POST", body, duplex: "half" } as RequestInit;
}

/** The store's error page with its full layout (header search and footer), titled by status. */
export async function expectErrorPage(res: Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const html = await res.text();
  expect(titleOf(html)).toBe(`${status} Error Page`);
  expect(html).toContain('role="search"');
  expect(html).toContain('action="/subscription.do"');
  if (message) expect(html).toContain(message);
  return html;
}

export async function expectApiError(res: Response, status: number, id: string, message: string | RegExp) {
  expect(res.status).toBe(status);
  const body: unknown = await res.json();
  expect(body).toEqual({
    id,
    message: typeof message === "string" ? message : expect.stringMatching(message),
  });
}
