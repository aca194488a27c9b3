import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, redirect } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { SignInForm } from "../../../modules/identity/forms.ts";
import { authenticate } from "../../../modules/identity/index.server.ts";
import { safeReturnPath } from "../../../modules/identity/index.ts";
import { allowedHosts, currentCustomer, signInAndRedirect } from "../auth.server.ts";
import { refuseForm, refuseFormWith } from "../forms/forms.server.ts";

export interface SignInFormResult {
  error: string;
  /** The field the error is about, for aria-invalid and focus. */
  field?: string;
  email: string;
}

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
