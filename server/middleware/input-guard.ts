import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { ServerBuild } from "react-router";
import { hasControlCharacter } from "../../modules/core/index.ts";
import { isFederatedCallbackPath } from "../../modules/identity/index.server.ts";
import type { AppEnv } from "../app-env.ts";
import { MAX_BODY_BYTES, MAX_REQUEST_TARGET_LENGTH } from "../input/limits.ts";
import { pageActionFinder } from "../input/page-actions.ts";
import { refuse, rendersPage } from "../input/refusal.ts";
import {
  controlCharacterMessage,
  fieldWithControlCharacter,
  jsonPathWithControlCharacter,
} from "../input/text-rules.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** Form endpoints outside the pages: the bag's no-JavaScript form and a provider's form_post answer. */
const FORM_ENDPOINTS = new Set(["/cartAddItem.do"]);

const MESSAGES = {
  uriTooLong: `The address is too long: at most ${MAX_REQUEST_TARGET_LENGTH} characters.`,
  tooLarge: `The request is too large: at most ${MAX_BODY_BYTES / 1024} kB.`,
  notAForm: "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).",
  brokenForm: "The form could not be read.",
  address: "The address must not contain control characters.",
} as const;

function mediaType(c: Context<AppEnv>): string {
  return (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function isFormEndpoint(c: Context<AppEnv>): boolean {
  return rendersPage(c) || FORM_ENDPOINTS.has(c.req.path) || isFederatedCallbackPath(c.req.path);
}

/** The path's segments decoded; a segment that is not valid percent-encoding is left to the routes. */
function pathHasControlCharacter(pathname: string): boolean {
  return pathname.split("/").some((segment) => {
    try {
      return hasControlCharacter(decodeURIComponent(segment));
    } catch {
      return false;
    }
  });
}

/** The refusal of a body already read, if any: broken multipart, or a control character in a field. */
async function bodyProblem(c: Context<AppEnv>, body: ArrayBuffer, form: boolean) {
  const type = mediaType(c);
  if (form && FORM_TYPES.has(type)) {
    let fields: FormData;
    try {
      const headers = { "content-type": c.req.header("content-type") ?? type };
      fields = await new Response(body, { headers }).formData();
    } catch {
      return { status: 400, id: "request.invalid", message: MESSAGES.brokenForm } as const;
    }
    const field = fieldWithControlCharacter(fields.entries());
    if (field !== undefined)
      return { status: 400, id: "request.invalid", message: controlCharacterMessage(field) } as const;
  } else if (type === "application/json") {
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return undefined; // the endpoint answers a body that is not JSON in its own words
    }
    const path = jsonPathWithControlCharacter(json);
    if (path !== undefined)
      return { status: 400, id: "request.invalid", message: controlCharacterMessage(path) } as const;
  }
  return undefined;
}

/**
 * One guard for hostile input, before any handler: the request target's length (414), control
 * characters in the path, the query and the fields of a body (400, naming the field: PostgreSQL
 * refuses NUL), the body's size whether announced or chunked (413), what a form endpoint accepts
 * (415, 400 for a broken multipart body), and a form posted to a page that takes none (the 404
 * page). The pages get their error page with the full layout, the API its { id, message }.
 */
export function inputGuard(build: ServerBuild) {
  const hasPageAction = pageActionFinder(build);
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length + url.search.length > MAX_REQUEST_TARGET_LENGTH) {
      return c.json({ id: "request.uri.too.long", message: MESSAGES.uriTooLong }, 414);
    }
    if (pathHasControlCharacter(url.pathname)) {
      return refuse(c, next, { status: 400, id: "request.invalid", message: MESSAGES.address });
    }
    const parameter = fieldWithControlCharacter(url.searchParams.entries());
    if (parameter !== undefined) {
      return refuse(c, next, {
        status: 400,
        id: "request.invalid",
        message: controlCharacterMessage(parameter),
      });
    }
    if (!BODY_METHODS.has(c.req.method)) return next();

    const form = isFormEndpoint(c);
    const hasBody = c.req.raw.body !== null && c.req.header("content-length") !== "0";
    if (form && hasBody && !FORM_TYPES.has(mediaType(c))) {
      return refuse(c, next, { status: 415, id: "request.unsupported.type", message: MESSAGES.notAForm });
    }
    if (rendersPage(c) && !hasPageAction(url)) return refuse(c, next, { status: 404, id: "page.not.found" });

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
