import { useLocation } from "react-router";
import { ReturnsHistory } from "../components/returns/returns-history.tsx";
import { returnsAreaOf, returnsPageTitle } from "../lib/returns/return-paths.ts";
import { loadReturnsPage } from "../lib/returns/returns-page.server.ts";
import type { Route } from "./+types/returns";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReturnsPage(request, context);
}

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: returnsPageTitle(returnsAreaOf(location.pathname), "list") },
    { name: "robots", content: "noindex" },
  ];
}

/** /returns ('Returns') and /my-returns ('My Returns'): what may go back, and the customer's returns. */
export default function Returns({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return <ReturnsHistory data={loaderData} area={returnsAreaOf(location.pathname)} />;
}
