import { OpenAPIHono, type RouteConfig, type z } from "@hono/zod-openapi";
import type { Context, Env } from "hono";
import { type ErrorBody, errorAnswer, UNEXPECTED_FAILURE } from "./error-answer.server.ts";
import type { Log } from "./log.ts";
import { ApiErrorSchema, jsonContent } from "./openapi.server.ts";

/**
 * The one way to declare a JSON API route: its zod request (query, strict JSON body) and answer
 * schemas. Every route gets the same validation answer (400 `{ id, message }` naming the field),
 * its validated input handed to the handler (one module function), its answer shaped by the
 * declared schema, every failure through the one error mapper, and its place in the OpenAPI
 * document. See docs/decisions.md, "How to add an endpoint".
 */

type Method = "get" | "post" | "put" | "patch" | "delete";
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** Route handlers read the request logger (set by the server's middleware) when there is one. */
export type ApiEnv = Env & { Variables: { logger?: Log } };

export interface RouterOptions {
  /** The error id of this module's validation answers (e.g. cart.invalid.input). */
  invalidInputId: string;
  /** Words that replace the field-by-field message, where the spec gives fixed words for bad input. */
  invalidInputMessage?: string;
  /** Logs unexpected failures when the request carries no logger (a router mounted alone). */
  log?: Log;
}

export interface JsonRouteSpec<Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType> {
  method: Method;
  /** Hono's form (`/items/:id`); the document shows `{id}`. */
  path: string;
  summary: string;
  description?: string;
  /** Query parameters: each given at most once. Unknown parameters are ignored. */
  query?: Q;
  /** A JSON body: declare it `.strict()`, so unknown keys are refused. */
  body?: B;
  /** The largest body read, in bytes (default MAX_JSON_BODY_BYTES). */
  maxBodyBytes?: number;
  /** The 200 answer: what the handler returns is parsed by it (unknown keys dropped). */
  response: R;
  /** Answer 204 No Content instead (a beacon, whose answer nobody reads); `response` is then z.undefined(). */
  noContent?: boolean;
  responseDescription?: string;
  /** The error answers this route can give, by status, described for the document. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The answer to an unexpected failure, where the spec gives its words (default 'Sorry, something went wrong!'). */
  failure?: ErrorBody;
}

export interface JsonInput<Q extends z.ZodObject, B extends z.ZodType> {
  query: z.output<Q>;
  body: z.output<B>;
}

/** Any route that does not answer JSON (images, plain-form posts, the health check): documented, errors mapped. */
export type RawRouteSpec = Omit<RouteConfig, "path"> & { path: string; failure?: ErrorBody };

/** Bodies of the JSON API are a few fields: anything larger is refused unread. */
export const MAX_JSON_BODY_BYTES = 16_384;

/** An error of input validation: the field it names and the words; `answer` overrides the whole answer. */
interface InputProblem {
  message: string;
  answer?: ErrorBody;
}

/**
 * A zod issue whose answer is the spec's own id and words (e.g. 'Oops, not a valid brand id.'):
 * `ctx.addIssue(specIssue("brand.invalid", BRAND_MESSAGE))` in a refinement.
 */
export function specIssue(id: string, message: string) {
  return { code: "custom" as const, message, params: { errorId: id } };
}

/** `items.0.quantity: must not be negative`; a message that already starts with its field's name stands alone. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.at(-1);
  if (field === undefined || (typeof field === "string" && issue.message.startsWith(field)))
    return issue.message;
  return `${issue.path.map(String).join(".")}: ${issue.message}`;
}

/** The spec id a field's refinement gave its issue with specIssue, if any. */
function specIdOf(issue: z.core.$ZodIssue): string | undefined {
  const id = issue.code === "custom" ? issue.params?.errorId : undefined;
  return typeof id === "string" ? id : undefined;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): InputProblem {
  for (const issue of issues) {
    const id = specIdOf(issue);
    if (id) return { message: issue.message, answer: { id, message: issue.message } };
  }
  return { message: issues.map(describeIssue).join("; ") };
}

function parseWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
): { data: z.output<T> } | { problem: InputProblem } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { data: parsed.data } : { problem: describeIssues(parsed.error.issues) };
}

/** The query as one string per name; a name given twice is a problem (which one would count?). */
function readQuery(c: Context): { query: Record<string, string> } | { problem: InputProblem } {
  const query: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) return { problem: { message: `${name.slice(0, 50)}: give it once` } };
    query[name] = values[0] ?? "";
  }
  return { query };
}

/** The JSON body, refusing other content types (a cross-site form cannot send JSON) and large bodies. */
async function readJsonBody(
  c: Context,
  maxBytes: number,
): Promise<{ body: unknown } | { problem: InputProblem }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { problem: { message: "The body must be JSON (Content-Type: application/json)" } };
  }
  const tooLarge = { problem: { message: `The body must be at most ${maxBytes} bytes` } };
  if (Number(c.req.header("content-length") ?? 0) > maxBytes) return tooLarge;
  const text = await c.req.text();
  if (Buffer.byteLength(text) > maxBytes) return tooLarge;
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { problem: { message: "The body must be JSON" } };
  }
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** A module's API: `router.json(spec, handler)` for each route, then `router.app` to mount. */
export function apiRouter<E extends ApiEnv = ApiEnv>(options: RouterOptions) {
  const app = new OpenAPIHono<E>();

  const invalid = (c: Context<E>, problem: InputProblem) =>
    c.json(
      problem.answer ?? {
        id: options.invalidInputId,
        message: options.invalidInputMessage ?? problem.message,
      },
      400,
    );

  const fail = (c: Context<E>, error: unknown, failure: ErrorBody | undefined) => {
    const { status, body, headers } = errorAnswer(
      error,
      c.var.logger ?? options.log,
      failure ?? UNEXPECTED_FAILURE,
    );
    return c.json(body, status, headers);
  };

  const errorResponses = (errors: Partial<Record<ErrorStatus, string>>) =>
    Object.fromEntries(
      Object.entries(errors).map(([status, description]) => [
        status,
        jsonContent(ApiErrorSchema, description),
      ]),
    );

  return {
    app,

    /** A JSON route: validated query and body in, the handler's result (shaped by `response`) out. */
    json<
      Q extends z.ZodObject = z.ZodObject,
      B extends z.ZodType = z.ZodUndefined,
      R extends z.ZodType = z.ZodType,
    >(
      spec: JsonRouteSpec<Q, B, R>,
      handler: (input: JsonInput<Q, B>, c: Context<E>) => Promise<z.input<R>> | z.input<R>,
    ): void {
      const takesInput = spec.query !== undefined || spec.body !== undefined;
      app.openAPIRegistry.registerPath({
        method: spec.method,
        path: openApiPath(spec.path),
        summary: spec.summary,
        description: spec.description,
        request: {
          ...(spec.query && { query: spec.query }),
          ...(spec.body && {
            body: { required: true, content: { "application/json": { schema: spec.body } } },
          }),
        },
        responses: {
          ...(spec.noContent
            ? { 204: { description: spec.responseDescription ?? "Received" } }
            : { 200: jsonContent(spec.response, spec.responseDescription ?? "The answer") }),
          ...errorResponses({
            ...(takesInput && { 400: `${options.invalidInputId}: bad input; the message names the field` }),
            ...spec.errors,
          }),
        },
      });
      app.on(spec.method.toUpperCase(), spec.path, async (c) => {
        try {
          let query: unknown;
          if (spec.query) {
            const read = readQuery(c);
            if ("problem" in read) return invalid(c, read.problem);
            const parsed = parseWith(spec.query, read.query);
            if ("problem" in parsed) return invalid(c, parsed.problem);
            query = parsed.data;
          }
          let body: unknown;
          if (spec.body) {
            const read = await readJsonBody(c, spec.maxBodyBytes ?? MAX_JSON_BODY_BYTES);
            if ("problem" in read) return invalid(c, read.problem);
            const parsed = parseWith(spec.body, read.body);
            if ("problem" in parsed) return invalid(c, parsed.problem);
            body = parsed.data;
          }
          // Both values are what the route's own schemas produced (or absent with no schema).
          const input = { query, body } as JsonInput<Q, B>;
          const answer: unknown = spec.response.parse(await handler(input, c));
          return spec.noContent ? c.body(null, 204) : c.json(answer, 200);
        } catch (error) {
          return fail(c, error, spec.failure);
        }
      });
    },

    /** A route that answers something other than JSON; documented as given, its failures mapped alike. */
    raw(spec: RawRouteSpec, handler: (c: Context<E>) => Promise<Response> | Response): void {
      const { failure, ...doc } = spec;
      app.openAPIRegistry.registerPath({ ...doc, path: openApiPath(spec.path) });
      app.on(spec.method.toUpperCase(), spec.path, async (c) => {
        try {
          return await handler(c);
        } catch (error) {
          return fail(c, error, failure);
        }
      });
    },
  };
}
