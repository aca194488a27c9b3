import { ContentPageView } from "../components/content/content-page-view.tsx";
import { loadContentPreview } from "../lib/content/content-page.server.ts";
import type { Route } from "./+types/content-preview";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPreview(context, request);
}

export function meta({ data }: Route.MetaArgs) {
  const title = data?.page ? `Preview: ${data.page.title}` : "Content Preview";
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

/** /c/symphonypreview and /contentPreview: a page as it will look, published or not, for operators. */
export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { page, pages } = loaderData;
  if (page) {
    const state = page.published ? "published" : "not published";
    return <ContentPageView page={page} notice={`Preview of /c/${page.pageName} (${state})`} />;
  }
  return (
    <section className="page content-page" aria-labelledby="preview-title">
      <h1 id="preview-title">Content Preview</h1>
      <p>Add ?pageName= and the page's name to the address (keeping the token) to preview it.</p>
      <ul>
        {pages.map((listed) => (
          <li key={listed.pageName}>
            {`${listed.pageName}: ${listed.title}${listed.published ? "" : " (not published)"}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
