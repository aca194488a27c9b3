// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, getJson, isAbortError, NETWORK_ERROR_MESSAGE, newRequestId } from "./api-client.ts";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("getJson", () => {
  it("sends a request id in X-UUID and returns the JSON body", async () => {
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => json({ ok: true }));
    vi.stubGlobal("fetch", fetchSpy);
    await expect(getJson("/autocomplete?term=bo")).resolves.toEqual({ ok: true });
    const headers = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
    expect(headers.get("X-UUID")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(headers.get("Accept")).toBe("application/json");
  });

  it("turns a status of 400 or more into an ApiError with status, url, id and body", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ code: "asin.not.available" }, 404)),
    );
    const error = await getJson("/v1/thing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    if (!(error instanceof ApiError)) return;
    expect(error.status).toBe(404);
    expect(error.url).toBe("/v1/thing");
    expect(error.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.body).toEqual({ code: "asin.not.available" });
    expect(error.isNetworkError).toBe(false);
  });

  it("keeps a non-JSON error body out of the way", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<h1>Bad gateway</h1>", { status: 502 })),
    );
    await expect(getJson("/x")).rejects.toMatchObject({ status: 502, body: null });
  });

  it("reports a network failure as status 0 with the spec's network message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(getJson("/x")).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it("lets an abort through as an abort", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        controller.abort();
        throw init?.signal?.reason ?? new DOMException("aborted", "AbortError");
      }),
    );
    const error = await getJson("/x", { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe("newRequestId", () => {
  it("makes a version 4 UUID even where crypto.randomUUID is missing (plain http)", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newRequestId()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});
