import type { OpenAPIHono } from "@hono/zod-openapi";
import { html } from "hono/html";

/** The OpenAPI 3.1 document as @hono/zod-openapi makes it, and its parts the reference page reads. */
export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
type Components = NonNullable<OpenApiDocument["components"]>;
export type Schema = NonNullable<Components["schemas"]>[string];
type SchemaObject = Exclude<Schema, { $ref: string; summary?: string }>;

/** Escaped HTML (hono/html: every interpolated string is escaped). */
export type Html = ReturnType<typeof html>;

/** Nested objects deeper than this are named, not unfolded (schemas are finite; this keeps pages small). */
const MAX_DEPTH = 6;

const COMPONENT_PREFIX = "#/components/schemas/";

/** The id of a named schema's section on the page. */
export function schemaAnchor(name: string): string {
  return `schema-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

function refOf(schema: Schema): string | undefined {
  return typeof schema.$ref === "string" ? schema.$ref : undefined;
}

/** A schema written out in place, not a reference to a named one. */
function isInline(schema: Schema): schema is SchemaObject {
  return refOf(schema) === undefined;
}

/** Items joined by a separator, each already HTML. */
export function joinHtml(items: readonly Html[], separator: string): Html[] {
  return items.flatMap((item, index) => (index === 0 ? [item] : [html`${separator}`, item]));
}

/** Text that may hold `code` spans (the document's descriptions use them), as HTML. */
export function prose(text: string | undefined): Html {
  const parts = (text ?? "").split("`");
  return html`${parts.map((part, index) => (index % 2 === 1 ? html`<code>${part}</code>` : part))}`;
}

const literal = (value: unknown) => html`<code>${JSON.stringify(value)}</code>`;

/** The schema's type in a few words: 'string', 'array of Money' (linked), 'one of "asc", "desc"'. */
export function typeLabel(schema: Schema): Html {
  const ref = refOf(schema);
  if (ref) {
    const name = ref.startsWith(COMPONENT_PREFIX) ? ref.slice(COMPONENT_PREFIX.length) : ref;
    return html`<a href="#${schemaAnchor(name)}">${name}</a>`;
  }
  if (!isInline(schema)) return html`any`;
  const object = schema;
  if (object.const !== undefined) return literal(object.const);
  if (object.enum) return html`one of ${joinHtml(object.enum.map(literal), ", ")}`;
  const options = object.anyOf ?? object.oneOf;
  if (options) return html`${joinHtml(options.map(typeLabel), " or ")}`;
  if (object.allOf) return html`${joinHtml(object.allOf.map(typeLabel), " and ")}`;
  const types = Array.isArray(object.type) ? object.type : object.type ? [object.type] : [];
  const labels = types.map((type) =>
    type === "array" && object.items
      ? html`array of ${typeLabel(object.items)}`
      : html`${type}${object.format ? ` (${object.format})` : ""}`,
  );
  return labels.length ? html`${joinHtml(labels, " or ")}` : html`any`;
}

/** The rules a value must follow beside its type: lengths, bounds, pattern, default, example. */
function constraints(schema: Schema): string[] {
  if (!isInline(schema)) return [];
  const s = schema;
  const rules: string[] = [];
  if (s.minLength !== undefined) rules.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) rules.push(`at most ${s.maxLength} characters`);
  if (s.minimum !== undefined) rules.push(`from ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) rules.push(`above ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) rules.push(`to ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) rules.push(`below ${s.exclusiveMaximum}`);
  if (s.minItems !== undefined) rules.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) rules.push(`at most ${s.maxItems} items`);
  if (s.pattern !== undefined) rules.push(`matches ${s.pattern}`);
  if (s.default !== undefined) rules.push(`default ${JSON.stringify(s.default)}`);
  if (s.example !== undefined) rules.push(`example ${JSON.stringify(s.example)}`);
  if (s.additionalProperties === false) rules.push("no other keys");
  return rules;
}

/** A schema's type, rules and description on one line (a parameter's or a field's). */
export function schemaSummary(schema: Schema, description?: string): Html {
  const rules = constraints(schema);
  const text = description ?? (refOf(schema) ? undefined : schema.description);
  return html`<span class="type">${typeLabel(schema)}</span>${
    rules.length ? html` <span class="rules">(${rules.join("; ")})</span>` : ""
  }${text ? html` — ${prose(text)}` : ""}`;
}

/** The fields of an object (or of an array's items, or of each union member), unfolded as nested lists. */
export function schemaFields(schema: Schema, depth = 0): Html {
  if (!isInline(schema) || depth > MAX_DEPTH) return html``;
  const s = schema;
  if (s.items) return schemaFields(s.items, depth);
  const options = s.anyOf ?? s.oneOf ?? s.allOf;
  if (options) return html`${options.map((option) => schemaFields(option, depth))}`;
  const properties = Object.entries(s.properties ?? {});
  if (properties.length === 0) return html``;
  const required = new Set(s.required ?? []);
  return html`<ul class="fields">
    ${properties.map(
      ([name, property]) =>
        html`<li><code class="name">${name}</code>${required.has(name) ? "" : html` <span class="optional">optional</span>`}: ${schemaSummary(property)}${schemaFields(property, depth + 1)}</li>`,
    )}
  </ul>`;
}
