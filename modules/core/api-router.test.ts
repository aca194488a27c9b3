import { z } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it, vi } from "vitest";
import { apiRouter, specIssue } from "./api-router.server.ts";
import { AppError } from "./errors.ts";

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** A small module API on the helper: one query route, one body route, one that fails as asked. */
function exampleRouter() {
  const router = apiRouter({ invalidInputId: "thing.invalid.input", log });
  router.json(
    {
      method: "get",
      path: "/things",
      summary: "Things",
      query: z.object({
        size: z.string().regex(/^\d+$/, "size must be a whole number").transform(Number),
        brandId: z
          .string()
          .optional()
          .superRefine((value, ctx) => {
            if (value === "x") ctx.addIssue(specIssue("brand.invalid", "Oops, not a valid brand id."));
          }),
      }),
      response: z.object({ size: z.number() }),
    },
    ({ query }) => ({ size: query.size, secret: "never in the answer" }),
  );
  router.json(
    {
      method: "post",
      path: "/things",
      summary: "Make a thing",
      body: z.object({ name: z.string().min(1, "name must not be empty") }).strict(),
      maxBodyBytes: 64,
      response: z.object({ name: z.string() }),
      failure: { id: "thing.failed", message: "Oops, the thing failed." },
    },
    ({ body }) => {
      if (body.name === "taken") throw new AppError("conflict", "thing.taken", "That name is taken.");
      if (body.name === "boom") throw new Error("database exploded");
      if (body.name === "hono") throw new HTTPException(413, { message: "Too large" });
      return { name: body.name };
    },
  );
  return router.app;
}

const post = (body: string, type = "application/json") =>
  exampleRouter().request("/things", { method: "POST", headers: { "content-type": type }, body });

describe("apiRouter", () => {
  it("hands the validated input to the handler and shapes the answer by the response schema", async () => {
    const response = await exampleRouter().request("/things?size=3&unknown=1");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ size: 3 });
  });

  it("answers every validation failure with 400 and the module's id, naming the field", async () => {
    const response = await exampleRouter().request("/things?size=big");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      id: "thing.invalid.input",
      message: "size must be a whole number",
    });
    const missing = await (await exampleRouter().request("/things")).json();
    expect(missing.id).toBe("thing.invalid.input");
    expect(missing.message).toMatch(/^size: /);
  });

  it("answers the spec's own id and words where a field carries them", async () => {
    const response = await exampleRouter().request("/things?size=1&brandId=x");
    expect(await response.json()).toEqual({ id: "brand.invalid", message: "Oops, not a valid brand id." });
  });

  it("refuses a query parameter given twice", async () => {
    const response = await exampleRouter().request("/things?size=1&size=2");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("size: give it once");
  });

  it("refuses unknown keys of a strict body, naming them", async () => {
    const response = await post(JSON.stringify({ name: "a", admin: true }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.id).toBe("thing.invalid.input");
    expect(body.message).toContain("admin");
  });

  it("refuses a body that is not JSON, not sent as JSON, or too large", async () => {
    expect(await (await post("{name:")).json()).toEqual({
      id: "thing.invalid.input",
      message: "The body must be JSON",
    });
    expect((await (await post("name=a", "application/x-www-form-urlencoded")).json()).message).toMatch(
      /Content-Type: application\/json/,
    );
    expect((await (await post(JSON.stringify({ name: "a".repeat(100) }))).json()).message).toBe(
      "The body must be at most 64 bytes",
    );
  });

  it("maps failures through the one error mapper: AppError, Hono's 4xx, the route's failure words", async () => {
    const taken = await post(JSON.stringify({ name: "taken" }));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ id: "thing.taken", message: "That name is taken." });
    const hono = await post(JSON.stringify({ name: "hono" }));
    expect(hono.status).toBe(413);
    const boom = await post(JSON.stringify({ name: "boom" }));
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ id: "thing.failed", message: "Oops, the thing failed." });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "unhandled error",
    );
  });

  it("documents every route with its request and answers", () => {
    const document = exampleRouter().getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
    });
    const things = document.paths?.["/things"];
    expect(Object.keys(things?.get?.responses ?? {})).toEqual(["200", "400"]);
    expect(things?.post?.requestBody).toBeDefined();
  });
});
