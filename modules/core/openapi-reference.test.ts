import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { openApiReferenceHtml } from "./openapi-reference.ts";
import type { OpenApiDocument } from "./openapi-schema-html.ts";

const document: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Shop API", version: "2.0.0", description: "Try `GET /v1/cart` <b>now</b>." },
  paths: {
    "/v1/items/{id}": {
      post: {
        summary: "Change an item",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
          { name: "sort", in: "query", schema: { enum: ["asc", "desc"] }, description: "The order" },
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  quantity: { type: "integer", maximum: 10 },
                  note: { type: ["string", "null"] },
                },
                required: ["quantity"],
                additionalProperties: false,
              },
            },
          },
        },
        responses: {
          200: {
            description: "The item",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } },
          },
          409: { description: "Sold out" },
        },
      },
    },
  },
  components: {
    schemas: {
      Item: {
        type: "object",
        properties: { price: { type: "array", items: { $ref: "#/components/schemas/Money" } } },
      },
      Money: { type: "object", properties: { cents: { type: "integer" } }, required: ["cents"] },
    },
  },
};

async function page() {
  return new new Window().DOMParser().parseFromString(
    await openApiReferenceHtml(document, "/api/openapi.json"),
    "text/html",
  );
}

describe("the API reference page", () => {
  it("has a title, landmarks and a link to the document, and escapes the document's text", async () => {
    const html = await page();
    expect(html.querySelector("h1")?.textContent).toBe("Shop API reference");
    expect(html.querySelector("nav[aria-label='Operations'] a")?.getAttribute("href")).toBe(
      "#op-post-v1-items-id",
    );
    expect(html.querySelector("main")).not.toBeNull();
    expect(html.querySelector("header a")?.getAttribute("href")).toBe("/api/openapi.json");
    expect(html.querySelector("header b")).toBeNull();
    expect(html.querySelector("header code")?.textContent).toBe("GET /v1/cart");
  });

  it("shows parameters, the request body's fields and each answer with its schema linked", async () => {
    const section = (await page()).getElementById("op-post-v1-items-id")?.closest("section");
    const text = section?.textContent?.replace(/\s+/g, " ") ?? "";
    expect(text).toContain("Change an item");
    const rows = [...(section?.querySelectorAll("tbody tr") ?? [])].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["id", "path", "yes", "integer (from 1)"],
      ["sort", "query", "no", 'one of "asc", "desc" — The order'],
    ]);
    expect(text).toContain("quantity: integer (to 10)");
    expect(text).toContain("note optional: string or null");
    expect(text).toContain("no other keys");
    expect(text).toContain("409 Sold out");
    expect(section?.querySelector("a[href='#schema-Item']")).not.toBeNull();
  });

  it("gives every named schema its own section, arrays naming their items", async () => {
    const html = await page();
    expect(html.getElementById("schema-Money")?.textContent).toBe("Money");
    const item = html.getElementById("schema-Item")?.closest("section");
    expect(item?.textContent?.replace(/\s+/g, " ")).toContain("price optional: array of Money");
    expect(item?.querySelector("a[href='#schema-Money']")).not.toBeNull();
  });
});
