import { html, raw } from "hono/html";
import {
  type Html,
  type OpenApiDocument,
  prose,
  type Schema,
  schemaAnchor,
  schemaFields,
  schemaSummary,
  typeLabel,
} from "./openapi-schema-html.ts";

type PathItem = NonNullable<OpenApiDocument["paths"]>[string];
type Operation = NonNullable<PathItem["get"]>;
type Parameter = NonNullable<Operation["parameters"]>[number];
type Content = Record<string, { schema?: Schema }>;

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/** Plain, readable and small; inline (the store's CSP allows inline styles, no scripts). */
const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
header,main,nav{max-width:60rem;margin:0 auto;padding:0 1rem}
h1{margin-top:1.5rem}h2{margin-top:2.5rem;border-top:1px solid #ccc;padding-top:1rem;font-size:1.25rem}
h3{font-size:1rem;margin-bottom:.25rem}code{font:.9em ui-monospace,monospace;background:#f2f2f2;padding:0 .2em}
.method{display:inline-block;min-width:3.5rem;font:bold .85em ui-monospace,monospace;text-transform:uppercase}
.fields{margin:.25rem 0;padding-left:1.25rem}.optional,.rules{color:#555;font-size:.9em}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #ddd}
nav ul{columns:2 18rem;padding-left:1.25rem}nav li{break-inside:avoid}a{color:#0b57a4}
.skip{position:absolute;left:-100vw}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
`;

/** The section id of an operation: op-get-v1-cart. */
export function operationAnchor(method: string, path: string): string {
  return `op-${method}-${path.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
}

function operationsOf(document: OpenApiDocument): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

function parameterRow(parameter: Parameter): Html {
  if (!("name" in parameter)) return html`<tr><td colspan="4">${typeLabel(parameter)}</td></tr>`;
  const schema = parameter.schema ?? {};
  return html`<tr><td><code>${parameter.name}</code></td><td>${parameter.in}</td><td>${parameter.required ? "yes" : "no"}</td><td>${schemaSummary(schema, parameter.description ?? "")}</td></tr>`;
}

function parameters(list: readonly Parameter[] | undefined): Html {
  if (!list?.length) return html``;
  return html`<h3>Parameters</h3>
    <table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type and meaning</th></tr></thead>
    <tbody>${list.map(parameterRow)}</tbody></table>`;
}

/** Each media type of a body or answer with its schema's type and fields. */
function contents(content: Content | undefined): Html {
  return html`${Object.entries(content ?? {}).map(
    ([type, { schema }]) =>
      html`<p><code>${type}</code>${schema ? html`: ${schemaSummary(schema)}` : ""}</p>${schema ? schemaFields(schema) : ""}`,
  )}`;
}

function isContentHolder(value: unknown): value is { description?: string; content?: Content } {
  return typeof value === "object" && value !== null && !("$ref" in value);
}

function requestBody(body: Operation["requestBody"]): Html {
  if (!body || !isContentHolder(body)) return html``;
  return html`<h3>Request body${"required" in body && body.required ? "" : " (optional)"}</h3>${contents(body.content)}`;
}

function responses(answers: Operation["responses"]): Html {
  const entries = Object.entries(answers ?? {});
  if (entries.length === 0) return html``;
  return html`<h3>Responses</h3>
    <dl>${entries.map(([status, answer]) =>
      isContentHolder(answer)
        ? html`<dt><strong>${status}</strong> ${prose(answer.description)}</dt><dd>${contents(answer.content)}</dd>`
        : html`<dt><strong>${status}</strong></dt><dd></dd>`,
    )}</dl>`;
}

function operationSection({ method, path, operation }: ReturnType<typeof operationsOf>[number]): Html {
  const id = operationAnchor(method, path);
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}"><span class="method">${method}</span> <code>${path}</code></h2>
    <p>${prose(operation.summary)}</p>
    ${operation.description ? html`<p>${prose(operation.description)}</p>` : ""}
    ${parameters(operation.parameters)}${requestBody(operation.requestBody)}${responses(operation.responses)}
  </section>`;
}

function schemaSection([name, schema]: [string, Schema]): Html {
  return html`<section aria-labelledby="${schemaAnchor(name)}">
    <h3 id="${schemaAnchor(name)}">${name}</h3><p>${schemaSummary(schema)}</p>${schemaFields(schema)}
  </section>`;
}

/**
 * The API reference page: every operation of the OpenAPI document with its method, path, summary,
 * parameters, request body and answers (schemas unfolded, named schemas linked to their section).
 * Server-rendered HTML with no script, so it works without JavaScript and under the store's CSP.
 */
export async function openApiReferenceHtml(document: OpenApiDocument, jsonPath: string): Promise<string> {
  const operations = operationsOf(document);
  const schemas = Object.entries(document.components?.schemas ?? {});
  const title = `${document.info.title} reference`;
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${raw(STYLE)}</style></head>
<body><a class="skip" href="#main">Skip to the operations</a>
<header><h1>${title}</h1>
<p>Version ${document.info.version}, OpenAPI ${document.openapi}. ${prose(document.info.description)} The document itself: <a href="${jsonPath}"><code>${jsonPath}</code></a>.</p></header>
<nav aria-label="Operations"><h2>Operations</h2><ul>${operations.map(
    ({ method, path, operation }) =>
      html`<li><a href="#${operationAnchor(method, path)}"><span class="method">${method}</span> <code>${path}</code></a> ${prose(operation.summary)}</li>`,
  )}</ul></nav>
<main id="main">${operations.map(operationSection)}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas.map(schemaSection)}</section>
</main></body></html>`;
  return String(await page);
}
