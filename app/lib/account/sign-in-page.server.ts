import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { authenticate } from "../../../modules/identity/index.server.ts";
import { safeReturnPath } from "../../../modules/identity/index.ts";
import { allowedHosts, currentCustomer, signInAndRedirect } from "../auth.server.ts";

export interface SignInFormResult {
  error: string;
  /** The field the error is about, for aria-invalid and focus. */
  field?: string;
  email: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Sign-in and registration pages: a signed-in visitor goes straight to the return path. The form
 * and links carry the sanitised path only, so the page never repeats a foreign address.
 */
export async function loadSignInPage(request: Request, context: AppLoadContext) {
  const target = new URL(request.url).searchParams.get("redirect");
  const returnTo = target ? safeReturnPath(target, allowedHosts(context)) : "";
  if (await currentCustomer(context)) throw redirect(returnTo || "/");
  return { shortName: context.marketplace.shortName, returnTo };
}

/** POST /login: email and password; the same words for a wrong password and an unknown email. */
export async function signInAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const email = text(form, "email").slice(0, 320);
  try {
    const customer = await authenticate(context.db, {
      email,
      password: text(form, "password"),
      address: context.clientAddress,
    });
    return await signInAndRedirect(context, customer.customerId, text(form, "redirect") || null);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const field = typeof error.details?.field === "string" ? error.details.field : undefined;
    return data<SignInFormResult>({ error: error.message, field, email }, { status: error.status });
  }
}
