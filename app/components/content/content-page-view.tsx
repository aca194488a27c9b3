import type { Slot } from "../../../modules/content/index.ts";
import { ContentHtml } from "./content-html.tsx";
import { SlotList } from "./slot-view.tsx";
import { WorkwearHeader } from "./workwear-header.tsx";

export interface ContentPageData {
  pageName: string;
  title: string;
  pageLayout: string;
  html: string;
  slots: Slot[];
  storeName: string;
  /** When the server rendered it (countdowns start from it). */
  renderedAt: string;
}

/** A content page: the workwear header on workwear pages, the title, hero slots, the body, the other slots. */
export function ContentPageView({ page, notice }: { page: ContentPageData; notice?: string }) {
  const hero = page.slots.filter((slot) => slot.slotName === "hero");
  const rest = page.slots.filter((slot) => slot.slotName !== "hero");
  return (
    <article className={`page content-page content-page-${page.pageLayout}`} aria-labelledby="content-title">
      {page.pageLayout === "workwear" && <WorkwearHeader storeName={page.storeName} />}
      {notice && (
        <p className="content-preview-notice" role="status">
          {notice}
        </p>
      )}
      <h1 id="content-title">{page.title}</h1>
      <SlotList slots={hero} renderedAt={page.renderedAt} />
      <ContentHtml html={page.html} />
      <SlotList slots={rest} renderedAt={page.renderedAt} />
    </article>
  );
}
