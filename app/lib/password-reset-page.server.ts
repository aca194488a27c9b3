import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError } from "../../modules/core/index.ts";
import { ForgotPasswordForm, ResetPasswordForm } from "../../modules/identity/forms.ts";
import {
  PASSWORD_RESET_MESSAGES,
  passwordResetStatus,
  requestPasswordReset,
  resetPassword,
} from "../../modules/identity/index.server.ts";
import { signInAndRedirect } from "./auth.server.ts";
import { refuseForm, refuseFormWith } from "./forms/forms.server.ts";

export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const RESET_PASSWORD_PATH = "/reset-password";

/** POST /forgot-password: the same answer (a redirect to ?sent) whether an account exists or not. */
export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordForm });
  if (submission.status !== "success") return refuseForm(submission);
  const { email } = submission.value;
  const { baseUrl, name } = context.marketplace;
  try {
    await requestPasswordReset(
      context.db,
      context.outboxMailer,
      {
        email,
        storeName: name,
        address: context.clientAddress,
        resetUrl: (token) => `${baseUrl}${RESET_PASSWORD_PATH}?${new URLSearchParams({ token })}`,
      },
      context.log,
    );
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refuseFormWith(submission, error);
  }
  return redirect(`${FORGOT_PASSWORD_PATH}?sent=1`, 303);
}

const statusCodes = { invalid: 400, expired: 410, used: 410 } as const;

/** GET /reset-password?token=...: the form, or why the link no longer works. */
export async function loadResetPasswordPage(request: Request, context: AppLoadContext) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);
  const status = await passwordResetStatus(context.db, token);
  if (status === "valid")
    return data({ token, linkError: null }, { headers: { "Cache-Control": "no-store" } });
  return data({ token: "", linkError: PASSWORD_RESET_MESSAGES[status] }, { status: statusCodes[status] });
}

/** The new password and its copy are never sent back. */
const PASSWORD_FIELDS = ["password", "confirm"];

/** POST /reset-password: a new password with the link's token, then signed in. */
export async function resetPasswordAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordForm });
  if (submission.status !== "success") return refuseForm(submission, PASSWORD_FIELDS);
  const { token = "", password } = submission.value;
  try {
    const customerId = await resetPassword(context.db, { token, password });
    return await signInAndRedirect(context, customerId, "/account");
  } catch (error) {
    if (!isAppError(error)) throw error;
    // A refused link cannot be tried again (the page says why); a refused password can.
    if (typeof error.details?.field !== "string")
      return data({ linkError: error.message }, { status: error.status });
    return refuseFormWith(submission, error, PASSWORD_FIELDS);
  }
}
