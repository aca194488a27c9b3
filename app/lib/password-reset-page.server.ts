import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError } from "../../modules/core/index.ts";
import {
  PASSWORD_RESET_MESSAGES,
  passwordResetStatus,
  requestPasswordReset,
  resetPassword,
} from "../../modules/identity/index.server.ts";
import { signInAndRedirect } from "./auth.server.ts";

export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const RESET_PASSWORD_PATH = "/reset-password";
export const PASSWORDS_DIFFER = "The passwords don't match. Please enter the same password twice.";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** POST /forgot-password: the same answer (a redirect to ?sent) whether an account exists or not. */
export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const email = text(form, "email").slice(0, 320);
  const { baseUrl, name } = context.marketplace;
  try {
    await requestPasswordReset(
      context.db,
      context.mailer,
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
    return data({ error: error.message, email }, { status: error.status });
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

/** POST /reset-password: a new password with the link's token, then signed in. */
export async function resetPasswordAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const token = text(form, "token").slice(0, 100);
  const password = text(form, "password");
  if (password !== text(form, "confirm")) {
    return data({ error: PASSWORDS_DIFFER, field: "confirm", linkError: false }, { status: 400 });
  }
  try {
    const customerId = await resetPassword(context.db, { token, password });
    return await signInAndRedirect(context, customerId, "/account");
  } catch (error) {
    if (!isAppError(error)) throw error;
    const field = typeof error.details?.field === "string" ? error.details.field : undefined;
    // A refused link cannot be tried again; a refused password can.
    return data({ error: error.message, field, linkError: field === undefined }, { status: error.status });
  }
}
