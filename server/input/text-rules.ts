import { hasControlCharacter } from "../../modules/core/index.ts";

const SHOWN_NAME_LENGTH = 40;

/** A field's name as an error message shows it: control characters dropped, long names cut. */
export function shownName(name: string): string {
  let shown = "";
  for (const character of name) {
    if (!hasControlCharacter(character)) shown += character;
    if (shown.length >= SHOWN_NAME_LENGTH) return `${shown}…`;
  }
  return shown;
}

/** The words of a refused value, naming its field. */
export function controlCharacterMessage(name: string): string {
  return `'${shownName(name)}' must not contain control characters.`;
}

/**
 * The name of the first field (a query parameter, a form field) whose name or value holds a
 * control character, if any. A value that is a JSON object or list (the search API's filters,
 * the recommendations' params) is read too, as its \u0000 escapes reach the database decoded.
 */
export function fieldWithControlCharacter(fields: Iterable<[string, unknown]>): string | undefined {
  for (const [name, value] of fields) {
    if (hasControlCharacter(name)) return name;
    if (typeof value !== "string") continue;
    if (hasControlCharacter(value)) return name;
    const inJson = jsonPathWithControlCharacter(jsonIn(value));
    if (inJson !== undefined) return inJson === "body" ? name : `${name}.${inJson}`;
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

function pathOf(node: JsonNode): string {
  const keys: string[] = [];
  for (let at: JsonNode | undefined = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".") || "body";
}

/**
 * The path (items.0.asin) of the first string or key of a JSON value holding a control character,
 * if any. Walked with a list, not by recursion, and the path is spelled only when found: a 64 kB
 * body can nest 30,000 levels deep.
 */
export function jsonPathWithControlCharacter(value: unknown): string | undefined {
  const pending: JsonNode[] = [{ key: "", parent: undefined, value }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node.value === "string") {
      if (hasControlCharacter(node.value)) return pathOf(node);
    } else if (typeof node.value === "object" && node.value !== null) {
      for (const [key, child] of Object.entries(node.value)) {
        const childNode = { key, parent: node, value: child };
        if (hasControlCharacter(key)) return pathOf(childNode);
        pending.push(childNode);
      }
    }
  }
  return undefined;
}
