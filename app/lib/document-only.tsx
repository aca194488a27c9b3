import { createContext, useContext, useState } from "react";

/**
 * On the server, what a document request's loaders kept out of the page's hydration data, by name
 * (see document-only.server.ts). Null in the browser.
 */
export const DocumentOnlyContext = createContext<((name: string) => unknown) | null>(null);

/** The value a loader kept for the document's render under this name; undefined in the browser. */
export function useDocumentOnly<T>(name: string): T | undefined {
  return useContext(DocumentOnlyContext)?.(name) as T | undefined;
}

/**
 * The inner HTML of the element with this id: `html` when there is some; otherwise, in the browser
 * hydrating the page, the markup the server wrote into it (read once, when the component mounts).
 */
export function useWrittenHtml(id: string, html: string | null): string | null {
  const [written] = useState(() =>
    html === null && typeof document !== "undefined"
      ? (document.getElementById(id)?.innerHTML ?? null)
      : null,
  );
  return html ?? written;
}
