import type { AppLoadContext } from "react-router";

/** Per request (its load context), the values its loaders kept for the document's render only. */
const kept = new WeakMap<AppLoadContext, Map<string, unknown>>();

/**
 * What a loader puts into its data for a value the page's markup shows and the browser never
 * needs again (a grid of static cards): on a `.data` request the value itself; on a document
 * request null, and the value is kept for the render (useDocumentOnly), so that React Router does
 * not write it a second time into the page's hydration data.
 */
export function documentOnly<T>(context: AppLoadContext, name: string, value: T): T | null {
  if (!context.documentRequest) return value;
  let values = kept.get(context);
  if (!values) {
    values = new Map();
    kept.set(context, values);
  }
  values.set(name, value);
  return null;
}

/** The reader of a request's kept values, handed to its render (DocumentOnlyContext). */
export function documentOnlyReader(context: AppLoadContext): (name: string) => unknown {
  return (name) => kept.get(context)?.get(name);
}
