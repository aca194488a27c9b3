import { data } from "react-router";
import { CC_BLOCKED } from "../../modules/identity/index.ts";
import type { Route } from "./+types/cc-blocked";

/** Spec 3's /error/ccBlocked: where checkout sends a blocked customer (decision 218), with 403. */
export function loader({ context }: Route.LoaderArgs) {
  return data({ phoneNumber: context.marketplace.phoneNumber }, { status: 403 });
}

export function meta() {
  // Spec 3: an error page's title is its status followed by 'Error Page'.
  return [{ title: "403 Error Page" }, { name: "robots", content: "noindex" }];
}

export default function CcBlocked({ loaderData }: Route.ComponentProps) {
  return (
    <main className="content-page">
      <h1>{CC_BLOCKED.heading}</h1>
      <p>{CC_BLOCKED.message}</p>
      <p>
        Customer Service: <a href={`tel:${loaderData.phoneNumber}`}>{loaderData.phoneNumber}</a>
      </p>
    </main>
  );
}
