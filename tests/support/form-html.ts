import { expect } from "vitest";

/**
 * Reading a refused form in a page's HTML as a browser without JavaScript gets it: the field's
 * input, whether it is marked invalid, the words its aria-describedby points at, and its value.
 */

/** The opening tag of the form control named `name` (input, select or textarea). */
export function controlTag(html: string, name: string): string {
  const tag = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

export function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The text of the element with this id (markup and React's comment markers removed). */
export function textOfId(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) throw new Error(`no element with id ${id}`);
  const open = html.indexOf(">", start);
  const close = html.indexOf("</", open);
  return html
    .slice(open + 1, close)
    .replaceAll("<!-- -->", "")
    .replace(/&#x27;|&#39;/g, "'");
}

/**
 * Asserts the field is refused with these words, accessibly: aria-invalid, described by the
 * element holding the words, and focused first when the page loads.
 */
export function expectFieldError(
  html: string,
  name: string,
  words: string,
  options: { first?: boolean } = {},
) {
  const tag = controlTag(html, name);
  expect(attribute(tag, "aria-invalid"), `${name} aria-invalid`).toBe("true");
  const describedBy = attribute(tag, "aria-describedby");
  expect(describedBy, `${name} aria-describedby`).toBeDefined();
  expect(textOfId(html, (describedBy ?? "").split(" ")[0] ?? "")).toBe(words);
  if (options.first ?? true) expect(tag, `${name} autofocus`).toMatch(/\sautofocus=""/);
}
