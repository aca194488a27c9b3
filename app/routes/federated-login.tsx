import styles from "../components/sign-in/federated-sign-in.css?url";
import { FederatedSignInModal } from "../components/sign-in/federated-sign-in-modal.tsx";
import { returnPathOf } from "../lib/federated-sign-in.server.ts";
import { SIGN_IN_REQUIRED_PARAM } from "../lib/sign-in.ts";
import type { Route } from "./+types/federated-login";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = returnPathOf(request, context);
  // Sent here by a page that needs sign-in: closing goes home, not back to that page and here again.
  const required = new URL(request.url).searchParams.has(SIGN_IN_REQUIRED_PARAM);
  return {
    storeName: context.marketplace.name,
    providers: context.federatedProviders.map(({ id, name }) => ({ id, name })),
    returnTo,
    closeTo: required ? "/" : returnTo || "/",
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Sign-in | ${data?.storeName ?? "Fleetfoot"}` }, { name: "robots", content: "noindex" }];
}

/** /federated-login: the federated sign-in modal; closing it goes to the stored redirect target. */
export default function FederatedLogin({ loaderData }: Route.ComponentProps) {
  const { storeName, providers, returnTo, closeTo } = loaderData;
  return (
    <section className="page federated-login-page">
      <FederatedSignInModal
        storeName={storeName}
        providers={providers}
        returnTo={returnTo}
        closeTo={closeTo}
      />
    </section>
  );
}
