import { renderToStaticMarkup } from "react-dom/server";
import type { StaticMarkupRenderer } from "./static-markup.tsx";

const rendered = new WeakMap<object, string>();

/**
 * The server's StaticMarkupRenderer: each content's markup rendered once and kept as long as the
 * content object lives (the menus' objects until a menu changes), shared by every request.
 */
export const renderStaticMarkup: StaticMarkupRenderer = (content, render) => {
  const kept = rendered.get(content);
  if (kept !== undefined) return kept;
  const html = renderToStaticMarkup(render());
  rendered.set(content, html);
  return html;
};
