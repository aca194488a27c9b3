import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  type BannerFields,
  EMERGENCY_BANNER_REFRESH_MS,
  isBannerFields,
} from "../../../modules/content/index.ts";
import { getJson } from "../../lib/api-client.ts";
import { Banner } from "./banner.tsx";

export const EMERGENCY_BANNER_PATH = "/zcs/emergencyBanner";

/** The banner in an answer of GET /zcs/emergencyBanner, or undefined when it is not one. */
export function emergencyBannerOf(body: unknown): BannerFields | null | undefined {
  if (typeof body !== "object" || body === null || !("banner" in body)) return undefined;
  const { banner } = body;
  if (banner === null) return null;
  return isBannerFields(banner) ? banner : undefined;
}

/**
 * The header's emergency banner (spec 1 "Header", spec 3): rendered by the server as the page was
 * made, then read again as JSON when the page has hydrated, on each navigation and when the tab
 * comes back into view, at most once per EMERGENCY_BANNER_REFRESH_MS. An answer other than a 200
 * with a banner (or null) is ignored: what is shown stays.
 */
export function EmergencyBanner({ initial }: { initial: BannerFields | null }) {
  const [banner, setBanner] = useState(initial);
  const location = useLocation();
  const lastRead = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on each navigation (location.key)
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () => {
      const now = performance.now();
      if (document.visibilityState === "hidden" || now - lastRead.current < EMERGENCY_BANNER_REFRESH_MS)
        return;
      lastRead.current = now;
      getJson(EMERGENCY_BANNER_PATH, { signal: controller.signal })
        .then((body) => {
          const read = emergencyBannerOf(body);
          if (read !== undefined) setBanner(read);
        })
        .catch(() => {
          // Ignored unless 200 (spec 3): the banner shown stays.
        });
    };
    refresh();
    document.addEventListener("visibilitychange", refresh);
    return () => {
      controller.abort();
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [location.key]);

  if (!banner) return null;
  return (
    <div role="alert" className="emergency-banner">
      <Banner banner={banner} />
    </div>
  );
}
