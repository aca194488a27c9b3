import { createContext, type HTMLAttributes, type ReactNode, useContext, useId, useState } from "react";
import { useWrittenHtml } from "./document-only.tsx";

/**
 * Renders markup to a string once per content on the server (see static-markup.server.ts). Null in
 * the browser.
 */
export type StaticMarkupRenderer = (content: object, render: () => ReactNode) => string;

export const StaticMarkupContext = createContext<StaticMarkupRenderer | null>(null);

interface StaticHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, "children" | "id" | "content"> {
  /**
   * What the markup is made from: the server renders it once per object (the menus' cache keeps
   * the same objects until a menu changes).
   */
  content: object;
  /** The markup: plain elements and PlainLinks, no state and no event handler of its own. */
  children: () => ReactNode;
  /**
   * In the browser, the markup read when the page hydrated is kept under this name, for a later
   * mount of the same group whose data does not hold what it is made of (see withLinksInMarkup).
   */
  keep?: string;
}

/** In the browser: markup read from the page as it hydrated, by the name its group keeps it under. */
const keptInBrowser = new Map<string, string>();

/** The markup read from the page, kept under `name`; else, with none, the markup kept earlier. */
function rememberedMarkup(name: string | undefined, written: string | null): string | null {
  if (name === undefined) return written;
  if (written !== null) {
    keptInBrowser.set(name, written);
    return written;
  }
  return keptInBrowser.get(name) ?? null;
}

/**
 * A div of markup that never changes once on the page and needs no React in the browser (the
 * header's columns of menu links, hundreds of plain links whose clicks the document's one listener
 * takes). The server writes it from a string it keeps per content; the browser keeps that markup
 * as it is when the page hydrates (React neither walks nor holds its elements). Mounted later in
 * the browser (the full header again after a page with the minified one), it is rendered as usual,
 * or with the markup kept from the page (`keep`) when its data leaves the markup's content out.
 */
export function StaticHtml({ content, children, keep, ...attributes }: StaticHtmlProps) {
  const id = useId();
  const renderOnServer = useContext(StaticMarkupContext);
  // In the browser hydrating: the markup the server wrote; mounted later, what it wrote then.
  // (Hooks first: rendering markup on the server is a render of its own.)
  const read = useWrittenHtml(id, null);
  const [written] = useState(() => rememberedMarkup(keep, read));
  // On the server: its markup, kept per content.
  const html = renderOnServer ? renderOnServer(content, children) : written;
  if (html === null)
    return (
      <div id={id} {...attributes}>
        {children()}
      </div>
    );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the same elements, on the server
  return <div id={id} {...attributes} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
