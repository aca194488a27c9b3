import { REGISTRATION_MESSAGES } from "../../modules/identity/index.server.ts";
import { RegistrationForm } from "../components/account/registration-form.tsx";
import { SignInLinks } from "../components/account/sign-in-form.tsx";
import { registerAction } from "../lib/account/register-page.server.ts";
import { loadSignInPage } from "../lib/account/sign-in-page.server.ts";
import type { Route } from "./+types/register";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadSignInPage(request, context);
  const sent = new URL(request.url).searchParams.has("sent");
  return { ...page, sentMessage: sent ? REGISTRATION_MESSAGES.sent : null };
}

export function action({ request, context }: Route.ActionArgs) {
  return registerAction(request, context);
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `Create your ${data?.shortName ?? "Fleetfoot"} account` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * /register: name, email and password; the account is made when the emailed link is followed, so
 * the page answers the same for an email with an account and one without.
 */
export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="page sign-in-page" aria-labelledby="register-heading">
      <h1 id="register-heading">Create your account</h1>
      {loaderData.sentMessage ? (
        <p role="status">{loaderData.sentMessage}</p>
      ) : (
        <RegistrationForm lastResult={actionData} returnTo={loaderData.returnTo} />
      )}
      <SignInLinks returnTo={loaderData.returnTo} register={false} />
    </section>
  );
}
