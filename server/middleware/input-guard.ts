import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { ServerBuild } from "react-router";
import { hasUnacceptableCharacter } from "../../modules/core/index.ts";
import { isFederatedCallbackPath } from "../../modules/identity/index.server.ts";
import type { AppEnv } from "../app-env.ts";
import { MAX_BODY_BYTES, MAX_REQUEST_TARGET_LENGTH } from "../input/limits.ts";
import { pageActionFinder } from "../input/page-actions.ts";
import { isPageDataRequest, refuse, rendersPage } from "../input/refusal.ts";
import { refusedField, refusedJson } from "../input/text-rules.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** Form endpoints outside the pages (the bag's no-JavaScript form); a provider's form_post answer is one too. */
const FORM_ENDPOINTS = new Set(["/cartAddItem.do"]);

const MESSAGES = {
  uriTooLong: `The address is too long: at most ${MAX_REQUEST_TARGET_LENGTH} characters.`,
  tooLarge: `The request is too large: at most ${MAX_BODY_BYTES / 1024} kB.`,
  notAForm: "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).",
  brokenForm: "The form could not be read.",
  address: "The address must not contain control characters.",
} as const;

const invalid = (message: string) => ({ status: 400, id: "request.invalid", message }) as const;

function mediaType(c: Context<AppEnv>): string {
  return (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** The pages' actions (posted as documents, or as data requests by their client) and the API's form endpoints. */
function isFormEndpoint(c: Context<AppEnv>): boolean {
  const path = c.req.path;
  return (
    rendersPage(c) || isPageDataRequest(path) || FORM_ENDPOINTS.has(path) || isFederatedCallbackPath(path)
  );
}

/** The path's segments decoded; a segment that is not valid percent-encoding is left to the routes. */
function pathHasUnacceptableCharacter(pathname: string): boolean {
  return pathname.split("/").some((segment) => {
    try {
      return hasUnacceptableCharacter(decodeURIComponent(segment));
    } catch {
      return false;
    }
  });
}

/** The refusal of a body already read, if any: a broken multipart form, or a field no shopper could type. */
async function bodyProblem(c: Context<AppEnv>, body: ArrayBuffer, form: boolean) {
  const type = mediaType(c);
  if (form) {
    let fields: FormData;
    try {
      // The same parser as the pages' request.formData(): what it reads here, they read.
      fields = await new Response(body, {
        headers: { "content-type": c.req.header("content-type") ?? type },
      }).formData();
    } catch {
      return invalid(MESSAGES.brokenForm);
    }
    const refused = refusedField(fields.entries());
    return refused ? invalid(refused) : undefined;
  }
  if (type !== "application/json") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined; // each JSON endpoint answers a body that is not JSON in its own words
  }
  const refused = refusedJson(json);
  return refused ? invalid(refused) : undefined;
}

/**
 * One guard for hostile input, before any handler: the request target's length (414), characters
 * no shopper types (control characters: PostgreSQL refuses NUL) in the path, the query and the
 * fields of a body (400, naming the field), the body's size whether announced or chunked (413),
 * what a form endpoint accepts (415, and 400 for a broken multipart body), and a form posted to a
 * page that takes none (the 404 page). The pages get their error page with the full layout, the
 * API its { id, message }.
 */
export function inputGuard(build: ServerBuild) {
  const hasPageAction = pageActionFinder(build);
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length + url.search.length > MAX_REQUEST_TARGET_LENGTH) {
      return c.json({ id: "request.uri.too.long", message: MESSAGES.uriTooLong }, 414);
    }
    if (pathHasUnacceptableCharacter(url.pathname)) return refuse(c, next, invalid(MESSAGES.address));
    const refusedParameter = refusedField(url.searchParams.entries());
    if (refusedParameter) return refuse(c, next, invalid(refusedParameter));
    if (!BODY_METHODS.has(c.req.method)) return next();

    // A body of another kind is refused first; a page with no form answers 404 whatever was sent
    // without a type; a form endpoint needs a form type even for an empty body (pages' actions read it).
    const form = isFormEndpoint(c);
    const type = mediaType(c);
    const notAForm = { status: 415, id: "request.unsupported.type", message: MESSAGES.notAForm } as const;
    if (form && type !== "" && !FORM_TYPES.has(type)) return refuse(c, next, notAForm);
    if (rendersPage(c) && !hasPageAction(url)) return refuse(c, next, { status: 404, id: "page.not.found" });
    if (form && type === "") return refuse(c, next, notAForm);

    let answer: Response | undefined;
    const tooLarge = await bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => refuse(c, next, { status: 413, id: "request.too.large", message: MESSAGES.tooLarge }),
    })(c, async () => {
      const body = await c.req.raw.arrayBuffer();
      const problem = await bodyProblem(c, body, form);
      if (problem) {
        answer = await refuse(c, next, problem);
        return;
      }
      // The body was read here: the handler gets the same bytes again.
      c.req.raw = new Request(c.req.raw, { body });
      await next();
    });
    return tooLarge ?? answer;
  });
}
