import type { CSSProperties } from "react";
import { type CarouselFields, type Slot, slotColours } from "../../../modules/content/index.ts";
import { AUTO_ROTATE_MS, Carousel } from "../carousel/index.ts";
import { PlainLink } from "../layout/plain-link.tsx";
import { SafeBoundary } from "../safe-boundary.tsx";
import { Banner } from "./banner.tsx";
import { ContentHtml } from "./content-html.tsx";
import { Countdown } from "./countdown.tsx";

/** A carousel slot: its tiles paged by the store's carousel, auto-rotating when the slot says so. */
function TileCarousel({ fields }: { fields: CarouselFields }) {
  const items = fields.tiles.map((tile, index) => ({
    key: index,
    node: (
      <PlainLink className="content-tile" to={tile.href} style={slotColours(tile) as CSSProperties}>
        <strong className="content-tile-heading">{tile.heading}</strong>
        {tile.content && <span className="content-tile-content">{tile.content}</span>}
        {tile.linktext && <span className="content-tile-link">{tile.linktext}</span>}
      </PlainLink>
    ),
  }));
  return (
    <div className="content-carousel" data-track="carousel" data-track-id={fields.creativeID}>
      <Carousel
        title={fields.heading}
        items={items}
        autoRotateMs={fields.autoRotate ? AUTO_ROTATE_MS : undefined}
      />
    </div>
  );
}

function SlotComponent({ slot, renderedAt }: { slot: Slot; renderedAt: string }) {
  const { fields } = slot;
  switch (fields.componentName) {
    case "banner":
      return <Banner banner={fields} className="content-slot-banner" />;
    case "carousel":
      return <TileCarousel fields={fields} />;
    case "countdown":
      return <Countdown fields={fields} renderedAt={renderedAt} />;
    case "html":
      return <ContentHtml html={fields.html} />;
  }
}

/** Slots in order, each hiding itself if it fails to render (spec 1 section 5). */
export function SlotList({ slots, renderedAt }: { slots: readonly Slot[]; renderedAt: string }) {
  if (slots.length === 0) return null;
  return (
    <div className="content-slots">
      {slots.map((slot) => (
        <SafeBoundary key={slot.fields.creativeID} name={`slot-${slot.slotName}`}>
          <SlotComponent slot={slot} renderedAt={renderedAt} />
        </SafeBoundary>
      ))}
    </div>
  );
}
