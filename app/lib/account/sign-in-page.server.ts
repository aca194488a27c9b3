import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, redirect } from "react-router";
import { storeCaptchaSecret } from "../../../modules/captcha/index.server.ts";
import { isAppError } from "../../../modules/core/index.ts";
import { SignInForm } from "../../../modules/identity/forms.ts";
import { authenticate, CAPTCHA_REQUIRED_CODE } from "../../../modules/identity/index.server.ts";
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
 * an unknown email. The password is never sent back. Past a sign-in limit the answer asks for the
 * captcha (`captcha: true`), and the next post carries its answer.
 */
export async function signInAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: SignInForm });
  if (submission.status !== "success") return refuseForm(submission, ["password"]);
  const { email, password, redirect } = submission.value;
  const captcha = {
    answer: submission.value.captcha,
    secret: storeCaptchaSecret(context.db, context.captchaSecret),
    now: context.now(),
  };
  try {
    const customer = await authenticate(context.db, {
      email,
      password,
      address: context.clientAddress,
      captcha,
    });
    return await signInAndRedirect(context, customer.customerId, redirect || null);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const refusal = refuseFormWith(submission, error, ["password", "captcha"]);
    if (error.code === CAPTCHA_REQUIRED_CODE) refusal.data = { ...refusal.data, captcha: true };
    return refusal;
  }
}
