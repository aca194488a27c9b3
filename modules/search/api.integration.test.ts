import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { storedEvents } from "../telemetry/test-events.ts";
import { searchRoutes } from "./api.server.ts";

let database: Database;
let routes: ReturnType<typeof searchRoutes>;

const get = (path: string) => routes.request(path);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

beforeAll(async () => {
  database = await createSeededTestDatabase({ products: 300 });
  routes = searchRoutes(testServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

describe("GET /Search/v2", () => {
  it("answers product cards, counts, facets and the executed search URL", async () => {
    const response = await get("/Search/v2?term=boots&limit=5");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ term: "boots", originalTerm: "boots", page: 0, limit: 5 });
    expect(body.executedSearchUrl).toBe("/search/boots");
    expect(body.results).toHaveLength(5);
    expect(body.results[0]).toHaveProperty("relatedStyles");
    expect(body.pageCount).toBe(Math.ceil(body.totalResultCount / 5));
    expect(body.facets.map((facet: { field: string }) => facet.field)).toContain("brandNameFacet");
  });

  it("takes filters and sort as JSON and reflects them in the executed URL", async () => {
    const params = query({
      term: "boots",
      filters: JSON.stringify({ zc1: "Shoes", priceFacet: ["$100 to $200"] }),
      sort: JSON.stringify({ price: "asc" }),
      page: "0",
    });
    const body = await (await get(`/Search/v2?${params}`)).json();
    expect(body.sort).toEqual({ field: "price", direction: "asc" });
    expect(body.executedSearchUrl).toBe(
      `/search/boots/filter/zc1/${encodeURIComponent('"Shoes"')}/priceFacet/${encodeURIComponent('"$100 to $200"')}/sort/price/asc`,
    );
    const prices = body.results.map((card: { price: { cents: number } }) => card.price.cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("reads a sort direction other than asc or desc as desc", async () => {
    const body = await (await get(`/Search/v2?${query({ sort: '{"price":"sideways"}' })}`)).json();
    expect(body.sort).toEqual({ field: "price", direction: "desc" });
  });

  it("accepts any term: long, with metacharacters, unicode or emoji", async () => {
    for (const term of [
      "x".repeat(10_000),
      "'; drop table products; --",
      "<img src=x onerror=alert(1)>",
      "靴 👟",
    ]) {
      const response = await get(`/Search/v2?${query({ term })}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.originalTerm.length).toBeLessThanOrEqual(200);
    }
  });

  it("tracks a search with no result (stored as the telemetry's event)", async () => {
    const body = await (await get("/Search/v2?term=qwxzvy")).json();
    expect(body.totalResultCount).toBe(0);
    await expect
      .poll(() => storedEvents(database.db), { timeout: 10_000 })
      .toContainEqual(
        expect.objectContaining({ name: "No Search Results Found", properties: { term: "qwxzvy" } }),
      );
  });

  it.each([
    ["page -1", { page: "-1" }, "page"],
    ["page 10^9", { page: "1000000000" }, "page"],
    ["page not a number", { page: "two" }, "page"],
    ["limit 0", { limit: "0" }, "limit"],
    ["limit 10^6", { limit: "1000000" }, "limit"],
    ["an unknown facet", { filters: '{"shoeColour":["Red"]}' }, "Unknown facet field 'shoeColour'"],
    ["filters that are not JSON", { filters: "brandNameFacet:Larkmoor" }, "filters must be JSON"],
    ["filters of the wrong shape", { filters: '{"zc1":[1,2]}' }, "filters must map"],
    ["an unknown sort", { sort: '{"colour":"asc"}' }, "sort must be one field"],
  ])("refuses %s with a 400 and a clear message", async (_, params, message) => {
    const response = await get(`/Search/v2?${query(params)}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.id).toBe("search.invalid.input");
    expect(body.message).toContain(message);
  });

  it("accepts and ignores includes", async () => {
    expect((await get("/Search/v2?term=boots&includes=productSeoUrl,unknownThing")).status).toBe(200);
  });
});

describe("GET /Search/Similarity", () => {
  it("answers at most 10 similar styles", async () => {
    const style = (await (await get("/Search/v2?term=sneakers&limit=1")).json()).results[0].styleId;
    const body = await (await get(`/Search/Similarity?styleId=${style}`)).json();
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(10);
  });

  it("refuses a missing style or a limit over 10", async () => {
    expect((await get("/Search/Similarity")).status).toBe(400);
    expect((await get("/Search/Similarity?styleId=3000001&limit=11")).status).toBe(400);
  });
});

describe("GET /autocomplete", () => {
  it("answers the term and its suggestions as spec 1's matches, with categories", async () => {
    const body = await (await get("/autocomplete?term=snea")).json();
    expect(body.term).toBe("snea");
    expect(Object.keys(body)).toEqual(["term", "matches"]);
    expect(body.matches.length).toBeGreaterThan(0);
    expect(body.matches[0]).toEqual({ suggestion: expect.any(String), categories: expect.any(Array) });
  });

  it("narrows to the given categories", async () => {
    const body = await (await get("/autocomplete?term=b&categories=Bags")).json();
    const bags = ["Backpacks", "Handbags", "Crossbody Bags", "Totes", "Wallets"];
    expect(
      body.matches
        .flatMap((s: { categories: string[] }) => s.categories)
        .every((c: string) => bags.includes(c)),
    ).toBe(true);
  });
});

describe("GET /v1/brandList", () => {
  it("lists every brand by name with its product count", async () => {
    const body = await (await get("/v1/brandList")).json();
    const names: string[] = body.brands.map((brand: { name: string }) => brand.name.toLowerCase());
    expect(names.every((name, i) => i === 0 || (names[i - 1] ?? "") <= name)).toBe(true);
    expect(names.length).toBeGreaterThan(30);
    expect(body.brands[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      productCount: expect.any(Number),
    });
  });
});

describe("brand ids ('Oops, not a valid brand id.')", () => {
  const BRAND_INVALID = { id: "brand.invalid", message: "Oops, not a valid brand id." };
  const brands = async () =>
    (await (await get("/v1/brandList")).json()).brands as {
      id: number;
      name: string;
      productCount: number;
    }[];

  it.each([
    ["letters", "abc"],
    ["a negative id", "-3"],
    ["a fraction", "1.5"],
    ["an empty id", ""],
    ["ten digits", "1234567890"],
    ["a script", "<script>"],
  ])("refuses %s on /v1/brandList and /Search/v2 with 400 brand.invalid", async (_, id) => {
    for (const path of [
      `/v1/brandList?brandId=${encodeURIComponent(id)}`,
      `/Search/v2?brandId=${encodeURIComponent(id)}`,
    ]) {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(BRAND_INVALID);
    }
  });

  it("refuses a malformed id among good ones on /Search/v2", async () => {
    const [brand] = await brands();
    const response = await get(`/Search/v2?brandId=${brand?.id},x`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(BRAND_INVALID);
  });

  it("answers an unknown brand id with 404 and the same words", async () => {
    for (const path of ["/v1/brandList?brandId=987654321", "/Search/v2?brandId=987654321"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        id: "brand.not.found",
        message: "Oops, not a valid brand id.",
      });
    }
  });

  it("narrows /v1/brandList to one brand, and /Search/v2 to the brands named", async () => {
    const [first, second] = (await brands()).filter((brand) => brand.productCount > 0);
    if (!first || !second) throw new Error("the seed has too few brands in stock");
    expect((await (await get(`/v1/brandList?brandId=${first.id}`)).json()).brands).toEqual([first]);
    const body = await (await get(`/Search/v2?brandId=${first.id},${second.id}&limit=100`)).json();
    expect(body.totalResultCount).toBeGreaterThan(0);
    const names = new Set(body.results.map((card: { brandName: string }) => card.brandName));
    expect([...names].every((name) => name === first.name || name === second.name)).toBe(true);
    expect(body.executedSearchUrl).toContain("brandNameFacet");
  });
});

describe("the OpenAPI document", () => {
  it("describes the four search paths", () => {
    const document = routes.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "test", version: "1" } });
    expect(Object.keys(document.paths ?? {})).toEqual(
      expect.arrayContaining(["/Search/v2", "/Search/Similarity", "/autocomplete", "/v1/brandList"]),
    );
  });
});
