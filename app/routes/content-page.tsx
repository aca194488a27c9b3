import { ContentPageView } from "../components/content/content-page-view.tsx";
import { contentMeta } from "../lib/content/content-meta.ts";
import { loadContentPage } from "../lib/content/content-page.server.ts";
import type { Route } from "./+types/content-page";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadContentPage(context, params.pageName);
}

export function meta({ data }: Route.MetaArgs) {
  return contentMeta(data);
}

/** /c/{pageName}: a landing, help or workwear page kept as content; an unknown name is the 404 page. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
