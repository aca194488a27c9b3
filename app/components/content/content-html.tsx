/**
 * Content HTML as the content module serves it: sanitised when loaded and again when read from the
 * database (modules/content), so it goes into the page as it is.
 */
export function ContentHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by modules/content (sanitize-html, the spec's tag list)
  return <div className="content-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
