import { redirect } from "react-router";

/** Spec 3: the configured VIP dashboard path. */
export const VIP_DASHBOARD_PATH = "/c/vip-dash";

/** /vip/dashboard and /rewards/dashboard (spec 3 "Rewards") go to the configured VIP dashboard. */
export function loader() {
  return redirect(VIP_DASHBOARD_PATH);
}
