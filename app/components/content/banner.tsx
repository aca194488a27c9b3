import type { CSSProperties } from "react";
import { type BannerFields, slotColours } from "../../../modules/content/index.ts";
import { PlainLink } from "../layout/plain-link.tsx";

/**
 * One banner slot (spec 1 section 3): heading, content and link, in its colours, alignment and
 * width, heading and link on one line when `sameLine`. Telemetry's tracker counts its impressions
 * (hover after 2000 ms too) and clicks by its creative id.
 */
export function Banner({ banner, className = "" }: { banner: BannerFields; className?: string }) {
  const style = slotColours(banner) as CSSProperties;
  return (
    <div
      className={`content-banner ${className}`}
      style={style}
      data-align={banner.textAlign ?? "center"}
      data-width={banner.contentWidth ?? "full"}
      data-same-line={banner.sameLine ? "" : undefined}
      data-track="banner"
      data-track-id={banner.creativeID}
      data-track-hover=""
    >
      <div className="content-banner-inner">
        {banner.iconUrl && (
          <img className="content-banner-icon" src={banner.iconUrl} alt="" width={24} height={24} />
        )}
        {banner.heading && <strong className="content-banner-heading">{banner.heading}</strong>}
        {banner.content && <span className="content-banner-content">{banner.content}</span>}
        {banner.href && banner.linktext && (
          <PlainLink className="content-banner-link" to={banner.href} data-gae={banner.gae}>
            {banner.linktext}
          </PlainLink>
        )}
      </div>
    </div>
  );
}
