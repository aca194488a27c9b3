import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureMarketplaces } from "../modules/marketplace/index.ts";
import { pickProduct } from "../tests/support/product-picks.ts";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

type Operation = { requestBody?: { content?: Record<string, { schema?: unknown }> } };
type OpenApiDocument = {
  externalDocs?: { url: string };
  paths: Record<string, Record<string, Operation & { summary?: string }>>;
  components?: { schemas?: Record<string, { additionalProperties?: unknown }> };
};

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  // The sister marketplace on a configured host and address, not the built-in 9am.localhost.
  const marketplaces = configureMarketplaces({
    baseUrls: { "9am": "https://shop.nineam.example" },
    extraHosts: { "9am": ["shop.nineam.example"] },
  });
  t = await createTestApp({ products: 80, marketplaces });
  document = await (await t.app.request("/api/openapi.json")).json();
});
afterAll(() => t.close());

describe("the OpenAPI document at /api/openapi.json", () => {
  it("documents every route the whole app registers, pages and built assets aside", () => {
    // The app's own routes, not only the API's: a route mounted beside the API once went undocumented.
    // Middleware and the pages' catch-all are ALL; built assets and static files are not endpoints.
    const notEndpoints = [
      "/api/openapi.json",
      "/api/docs",
      "/feeds/google-merchant.xml",
      "/favicon.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/sitemaps/:file",
    ];
    const registered = t.app.routes
      .filter(
        (route) =>
          route.method !== "ALL" && !route.path.startsWith("/assets/") && !notEndpoints.includes(route.path),
      )
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(registered.length).toBeGreaterThan(20);
    expect(registered).toContain("post /federated-login/{provider}/callback");
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(new Set(documented)).toEqual(new Set(registered));
  });

  it("says that /v3/productBundle answers a sold-out product with 404 and lists sold-out ids as missing", () => {
    const operation = JSON.stringify(document.paths["/v3/productBundle"]);
    expect(operation).toContain("product.no.styles.in.stock");
    expect(operation).toContain("The product has no styles in stock.");
    expect(operation).toContain("`missingProductIds`: unknown and sold-out ids");
  });

  it("declares every JSON request body strict: unknown keys are refused", () => {
    const bodies = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => {
        const schema = operation.requestBody?.content?.["application/json"]?.schema;
        return schema ? [schema] : [];
      });
    expect(bodies.length).toBeGreaterThan(5);
    const resolve = (schema: unknown) => {
      const ref =
        typeof schema === "object" && schema !== null && "$ref" in schema ? String(schema.$ref) : "";
      return ref ? document.components?.schemas?.[ref.replace("#/components/schemas/", "")] : schema;
    };
    for (const schema of bodies) {
      // A body of several shapes (POST /martypixel: a batch, or spec 2's error info) is strict in each.
      const resolved = resolve(schema);
      const shapes = (resolved as { anyOf?: unknown[] }).anyOf?.map(resolve) ?? [resolved];
      for (const shape of shapes) {
        expect(shape, JSON.stringify(schema)).toMatchObject({ additionalProperties: false });
      }
    }
  });
});

const htmlDocument = (text: string) => new new Window().DOMParser().parseFromString(text, "text/html");

describe("the API reference page at /api/docs", () => {
  it("is named by the document, and shows every documented operation and schema as cacheable HTML", async () => {
    expect(document.externalDocs?.url).toBe("/api/docs");
    const response = await t.app.request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    const page = htmlDocument(await response.text());
    expect(page.querySelectorAll("script")).toHaveLength(0);
    expect(page.querySelector("main h2")).not.toBeNull();
    expect(page.querySelector("nav[aria-label='Operations']")).not.toBeNull();
    const headings = [...page.querySelectorAll("main h2")].map((h) =>
      h.textContent?.replace(/\s+/g, " ").trim(),
    );
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const { method, path, operation } of operations) {
      expect(headings).toContain(`${method} ${path}`);
      const section = page
        .getElementById(`op-${method}-${path.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}`)
        ?.closest("section");
      expect(section?.textContent).toContain(operation.summary);
    }
    for (const name of Object.keys(document.components?.schemas ?? {})) {
      expect(page.getElementById(`schema-${name}`)?.textContent).toBe(name);
    }
  });

  it("shows an operation's parameters, request body and answers", async () => {
    const page = htmlDocument(await (await t.app.request("/api/docs")).text());
    const search = page.getElementById("op-get-Search-v2")?.closest("section")?.textContent ?? "";
    expect(search).toContain("Parameters");
    expect(search).toContain("term");
    const change = page.getElementById("op-post-v1-cart")?.closest("section");
    expect(change?.querySelector("a[href='#schema-CartRequest']")).not.toBeNull();
    expect(change?.textContent).toContain("409");
    expect(change?.querySelector("a[href='#schema-Cart']")).not.toBeNull();
  });

  it("answers HEAD with the page's headers and no body", async () => {
    const response = await t.app.request("/api/docs", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(await response.text()).toBe("");
  });
});

describe("the API runs on the services built at start", () => {
  it("links /v3/productBundle to the configured address of the preferred marketplace", async () => {
    const preferring = await pickProduct(t.database.db, "prefers 9am");
    const response = await t.app.request(`/v3/productBundle?productId=${preferring.productId}`, {
      headers: { host: "localhost:3000" },
    });
    expect(response.status).toBe(200);
    const bundle = await response.json();
    expect(bundle.preferredSubsite.url).toMatch(/^https:\/\/shop\.nineam\.example\/p\//);
    expect(JSON.stringify(bundle)).not.toContain("9am.localhost");
  });

  it("refuses unknown keys in a bag change with 400 naming the key", async () => {
    const cookies = (await t.app.request("/v1/cart", { headers: { host: "localhost:3000" } })).headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const response = await t.app.request("/v1/cart", {
      method: "POST",
      headers: { host: "localhost:3000", cookie: cookies, "content-type": "application/json" },
      body: JSON.stringify({ items: [{ stockId: 1, quantity: 1, price: 0 }] }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.id).toBe("cart.invalid.input");
    expect(body.message).toContain("price");
  });

  it("answers a body that is not JSON with 400 in the one error shape", async () => {
    const response = await t.app.request("/v1/cart", {
      method: "POST",
      headers: { host: "localhost:3000", "content-type": "application/json" },
      body: "{",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ id: "cart.invalid.input", message: "The body must be JSON" });
  });
});
