import { LoginForm } from "../components/account/login-form.tsx";
import { SignInLinks } from "../components/account/sign-in-form.tsx";
import { loadSignInPage, signInAction } from "../lib/account/sign-in-page.server.ts";
import type { Route } from "./+types/login";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.shortName ?? "Fleetfoot"} Sign-In` }, { name: "robots", content: "noindex" }];
}

/** /login: the store's own account (spec 3 "Sign-in"). */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="page sign-in-page" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">Sign In</h1>
      <LoginForm
        returnTo={loaderData.returnTo}
        lastResult={actionData?.result}
        needsCaptcha={actionData?.captcha === true}
      />
      <SignInLinks returnTo={loaderData.returnTo} register />
    </section>
  );
}
