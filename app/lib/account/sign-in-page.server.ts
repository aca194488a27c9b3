import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { SignInForm } from "../../../modules/identity/forms.ts";
import { authenticate, registerCustomer } from "../../../modules/identity/index.server.ts";
import { safeReturnPath } from "../../../modules/identity/index.ts";
import { allowedHosts, currentCustomer, signInAndRedirect } from "../auth.server.ts";
import { refuseForm, refuseFormWith } from "../forms/forms.server.ts";

export interface SignInFormResult {
  error: string;
  /** The field the error is about, for aria-invalid and focus. */
  field?: string;
  email: string;
  name?: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Sign-in and registration pages: a signed-in visitor goes straight to the return path. */
export async function loadSignInPage(request: Request, context: AppLoadContext) {
  const returnTo = new URL(request.url).searchParams.get("redirect");
  if (await currentCustomer(context)) throw redirect(safeReturnPath(returnTo, allowedHosts(context)));
  return { shortName: context.marketplace.shortName, returnTo: returnTo ?? "" };
}

/**
 * POST /login: email and password by the sign-in schema; the same words for a wrong password and
 * an unknown email. The password is never sent back.
 */
export async function signInAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: SignInForm });
  if (submission.status !== "success") return refuseForm(submission, ["password"]);
  const { email, password, redirect } = submission.value;
  try {
    const customer = await authenticate(context.db, { email, password, address: context.clientAddress });
    return await signInAndRedirect(context, customer.customerId, redirect || null);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refuseFormWith(submission, error, ["password"]);
  }
}

/** POST /register: name, email, password; signs the new customer in. */
export async function registerAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const email = text(form, "email").slice(0, 320);
  const name = text(form, "name").slice(0, 200);
  try {
    const customer = await registerCustomer(context.db, { name, email, password: text(form, "password") });
    return await signInAndRedirect(context, customer.customerId, text(form, "redirect") || null);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const field = typeof error.details?.field === "string" ? error.details.field : undefined;
    return data<SignInFormResult>({ error: error.message, field, email, name }, { status: error.status });
  }
}
