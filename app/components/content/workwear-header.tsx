import { useLocation } from "react-router";
import { PlainLink } from "../layout/plain-link.tsx";

export const WORKWEAR_HOME = "/c/zappos-at-work";
export const WORKWEAR_CONNECT = "/c/zappos-at-work-form";

/**
 * The workwear header (spec 1 "Layout"): the programme's logo linking to its home page, and a
 * connect button to its form that keeps the current query string (a campaign's parameters).
 */
export function WorkwearHeader({ storeName }: { storeName: string }) {
  const { search } = useLocation();
  return (
    <nav className="workwear-header" aria-label={`${storeName} at Work`}>
      <PlainLink className="workwear-logo" to={WORKWEAR_HOME}>
        {storeName} <span>at Work</span>
      </PlainLink>
      <PlainLink className="button button-primary workwear-connect" to={`${WORKWEAR_CONNECT}${search}`}>
        Connect
      </PlainLink>
    </nav>
  );
}
