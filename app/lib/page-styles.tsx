import { createContext, useContext } from "react";
import { STYLESHEETS } from "./stylesheets.ts";

/**
 * The style sheets' text, given by the server when it could read the built files; null in the
 * browser and in development (then the page links them).
 */
export const PageStylesContext = createContext<string | null>(null);

const INLINE_ID = "page-styles";

/**
 * The store's CSS inline in the head: no style sheet request stands between the HTML and the first
 * paint (eight of them did, each a round trip on a phone's network). The browser keeps what the
 * server wrote: hydration leaves an element's inner HTML alone, and the empty string it is given
 * here never changes, so React never rewrites it.
 */
export function PageStyles() {
  const inline = useContext(PageStylesContext);
  const inlinedByServer =
    inline !== null || (typeof document !== "undefined" && document.getElementById(INLINE_ID) !== null);
  if (inlinedByServer) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the store's own built CSS, read from its build.
      <style id={INLINE_ID} dangerouslySetInnerHTML={{ __html: inline ?? "" }} suppressHydrationWarning />
    );
  }
  return STYLESHEETS.map((href) => <link key={href} rel="stylesheet" href={href} />);
}
