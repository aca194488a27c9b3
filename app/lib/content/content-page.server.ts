import { type AppLoadContext, data } from "react-router";
import {
  listContentPages,
  mayPreview,
  PREVIEW_TOKEN_HEADER,
  servedPage,
} from "../../../modules/content/index.server.ts";
import type { ContentPageData } from "../../components/content/content-page-view.tsx";

/** Page names as content files give them; anything else is no page. */
const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const notFound = () => data(null, { status: 404 });

/**
 * A content page as its route shows it, or the store's 404 when there is none of that name for this
 * marketplace. `preview` reads unpublished content too (the preview routes, after their token check).
 */
export async function loadContentPage(
  context: AppLoadContext,
  pageName: string,
  options: { preview?: boolean } = {},
): Promise<ContentPageData & { description: string; published: boolean }> {
  if (pageName.length > 80 || !PAGE_NAME.test(pageName)) throw notFound();
  const page = await servedPage(context.db, pageName, context.marketplace, {
    generation: context.pageGeneration(),
    preview: options.preview ?? false,
  });
  if (!page) throw notFound();
  return { ...page, storeName: context.marketplace.name, renderedAt: context.now().toISOString() };
}

/** The preview token a request carries, in its query or its header. */
function previewTokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token") ?? request.headers.get(PREVIEW_TOKEN_HEADER);
}

/**
 * The preview routes (/c/symphonypreview, /contentPreview): the page named by `pageName`, published
 * or not, or the list of every page; only with the preview token, else the store's 404 (nothing
 * tells a guesser the routes exist). Never cached: their answers are private (no Cache-Control).
 */
export async function loadContentPreview(context: AppLoadContext, request: Request) {
  if (!mayPreview(context.contentPreviewToken, previewTokenOf(request))) throw notFound();
  const pageName = new URL(request.url).searchParams.get("pageName");
  if (pageName === null) {
    const pages = await listContentPages(context.db);
    return {
      page: null,
      pages: pages.map(({ pageName, title, published }) => ({ pageName, title, published })),
    };
  }
  return { page: await loadContentPage(context, pageName, { preview: true }), pages: [] };
}
