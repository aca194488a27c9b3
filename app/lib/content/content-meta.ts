/** A content page's title and description for its meta tags. */
export function contentMeta(page: { title: string; description: string; storeName: string } | undefined) {
  if (!page) return [];
  return [{ title: `${page.title} | ${page.storeName}` }, { name: "description", content: page.description }];
}
