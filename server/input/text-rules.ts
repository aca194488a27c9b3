import { unacceptableCharacterIn } from "../../modules/core/index.ts";

const SHOWN_NAME_LENGTH = 40;

/** A field's name as an error message shows it: unacceptable characters dropped, long names cut. */
export function shownName(name: string): string {
  let shown = "";
  for (const character of name) {
    if (unacceptableCharacterIn(character) === undefined) shown += character;
    if (shown.length >= SHOWN_NAME_LENGTH) return `${shown}…`;
  }
  return shown;
}

/** The words refusing a field: `'email' must not contain control characters.` */
export function refusalOf(name: string, what: string): string {
  return `'${shownName(name)}' must not contain ${what}.`;
}

/**
 * The refusal of the first field (a query parameter, a form field) whose name or value holds a
 * character no shopper types, if any. A value that is a JSON object or list (the search API's
 * filters, the recommendations' params) is read too, as its \u0000 escapes reach the database
 * decoded: `'filters.zc1.0' must not contain control characters.`
 */
export function refusedField(fields: Iterable<[string, unknown]>): string | undefined {
  for (const [name, value] of fields) {
    const inName = unacceptableCharacterIn(name);
    if (inName) return refusalOf(name, inName);
    if (typeof value !== "string") continue;
    const inValue = unacceptableCharacterIn(value);
    if (inValue) return refusalOf(name, inValue);
    const inJson = refusedJson(jsonIn(value), name);
    if (inJson) return inJson;
  }
  return undefined;
}

/** A value's JSON object or list, if it holds one. */
function jsonIn(value: string): unknown {
  const first = value.trimStart()[0];
  if (first !== "{" && first !== "[") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

interface JsonNode {
  key: string;
  parent: JsonNode | undefined;
  value: unknown;
}

function pathOf(node: JsonNode, root: string | undefined): string {
  const keys: string[] = [];
  for (let at: JsonNode | undefined = node; at?.parent; at = at.parent) keys.push(at.key);
  if (root !== undefined) keys.push(root);
  return keys.reverse().join(".") || "body";
}

/**
 * The refusal of the first string or key of a JSON value holding a character no shopper types,
 * named by its path (items.0.asin, under root when given), if any. Walked with a list, not by
 * recursion, and the path is spelled only when found: a 64 kB body can nest 30,000 levels deep.
 */
export function refusedJson(value: unknown, root?: string): string | undefined {
  const pending: JsonNode[] = [{ key: "", parent: undefined, value }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node.value === "string") {
      const what = unacceptableCharacterIn(node.value);
      if (what) return refusalOf(pathOf(node, root), what);
    } else if (typeof node.value === "object" && node.value !== null) {
      for (const [key, child] of Object.entries(node.value)) {
        const childNode = { key, parent: node, value: child };
        const what = unacceptableCharacterIn(key);
        if (what) return refusalOf(pathOf(childNode, root), what);
        pending.push(childNode);
      }
    }
  }
  return undefined;
}
