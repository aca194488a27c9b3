import { SignInForm, SignInLinks } from "../components/account/sign-in-form.tsx";
import { loadSignInPage, registerAction } from "../lib/account/sign-in-page.server.ts";
import type { Route } from "./+types/register";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
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

/** /register: a new account with name, email and password, signed in at once. */
export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData ? { message: actionData.error, field: actionData.field } : undefined;
  return (
    <section className="page sign-in-page" aria-labelledby="register-heading">
      <h1 id="register-heading">Create your account</h1>
      <SignInForm
        fields={[
          { name: "name", label: "Name", type: "text", autoComplete: "name", defaultValue: actionData?.name },
          {
            name: "email",
            label: "Email",
            type: "email",
            autoComplete: "email",
            defaultValue: actionData?.email,
          },
          { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
        ]}
        submitLabel="Create Account"
        returnTo={loaderData.returnTo}
        error={error}
      />
      <SignInLinks returnTo={loaderData.returnTo} register={false} />
    </section>
  );
}
