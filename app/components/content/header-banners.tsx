import type { HeaderBanners as Banners } from "../../../modules/content/index.ts";
import { SafeBoundary } from "../safe-boundary.tsx";
import { Banner } from "./banner.tsx";
import { EmergencyBanner } from "./emergency-banner.tsx";
import { GlobalBanner } from "./global-banner.tsx";

/** The header's banners (spec 1 "Header"): emergency, promo and the rotating global one; each hides itself if it fails. */
export function HeaderBanners({ banners }: { banners: Banners }) {
  return (
    <div className="header-banners">
      <SafeBoundary name="emergency-banner">
        <EmergencyBanner initial={banners.emergency} />
      </SafeBoundary>
      {banners.promo && (
        <SafeBoundary name="promo-banner">
          <Banner banner={banners.promo} className="promo-banner" />
        </SafeBoundary>
      )}
      <SafeBoundary name="global-banner">
        <GlobalBanner banners={banners.global} />
      </SafeBoundary>
    </div>
  );
}
