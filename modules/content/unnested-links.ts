/**
 * A link never inside a link (HTML forbids it; a browser ends the first link where the second starts,
 * so the page's HTML and the browser's tree would differ): the cleaner's output is rewritten as the
 * browser would read it. The first link ends where the second starts, the tags open between them are
 * closed and opened again around the second, and the first link's own closing tag is left out.
 *
 * Runs on the cleaner's output only: there every `<` starts a tag (text and attribute values are
 * escaped), so a tag is `<name ...>` or `</name>` and a plain scan reads it exactly.
 */
const TAG = /<(\/?)([a-z][a-z0-9]*)([^>]*)>/g;
const VOID = new Set(["br", "hr", "img", "wbr"]);

interface Open {
  name: string;
  tag: string;
}

const closing = (open: readonly Open[]) =>
  open
    .map((o) => `</${o.name}>`)
    .reverse()
    .join("");

/** The HTML with every link that sat inside another moved out of it (see above). */
export function unnestLinks(html: string): string {
  const stack: Open[] = [];
  return html.replace(TAG, (tag, slash: string, name: string) => {
    if (slash === "") {
      if (VOID.has(name)) return tag;
      const outer = name === "a" ? stack.findIndex((o) => o.name === "a") : -1;
      if (outer === -1) {
        stack.push({ name, tag });
        return tag;
      }
      const between = stack.slice(outer + 1);
      const closed = closing(stack.slice(outer));
      stack.splice(outer, stack.length - outer, ...between, { name, tag });
      return `${closed}${between.map((o) => o.tag).join("")}${tag}`;
    }
    const at = stack.map((o) => o.name).lastIndexOf(name);
    if (at === -1) return ""; // the closing tag of a link already ended
    return closing(stack.splice(at));
  });
}
