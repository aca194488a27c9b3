import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import {
  completeRegistration,
  REGISTRATION_MESSAGES,
  registrationStatus,
  requestRegistration,
} from "../../../modules/identity/index.server.ts";
import { RegistrationFormSchema } from "../../../modules/identity/index.ts";
import {
  NEWLY_REGISTERED_COOKIE,
  NEWLY_REGISTERED_MAX_AGE_SECONDS,
  siteCookie,
} from "../../../modules/subscriptions/index.ts";
import { signInAndRedirect } from "../auth.server.ts";
import { FORGOT_PASSWORD_PATH } from "../password-reset-page.server.ts";

export const REGISTER_PATH = "/register";
export const REGISTER_CONFIRM_PATH = "/register/confirm";

/**
 * POST /register: the form parsed by its one schema (field errors back to the form, with or
 * without JavaScript; the password never sent back), then the same answer for every email: a
 * redirect to ?sent, the rest by mail.
 */
export async function registerAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: RegistrationFormSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const { baseUrl, name: storeName } = context.marketplace;
  const { name, email, password, redirect: returnTo } = submission.value;
  try {
    await requestRegistration(
      context.db,
      context.outboxMailer,
      {
        name,
        email,
        password,
        returnTo,
        address: context.clientAddress,
        storeName,
        links: {
          confirm: (token) => `${baseUrl}${REGISTER_CONFIRM_PATH}?${new URLSearchParams({ token })}`,
          signIn: `${baseUrl}/login`,
          forgotPassword: `${baseUrl}${FORGOT_PASSWORD_PATH}`,
        },
      },
      context.log,
    );
  } catch (error) {
    if (!isAppError(error)) throw error;
    const field = typeof error.details?.field === "string" ? error.details.field : undefined;
    const reply = field
      ? submission.reply({ fieldErrors: { [field]: [error.message] }, hideFields: ["password"] })
      : submission.reply({ formErrors: [error.message], hideFields: ["password"] });
    return data(reply, { status: error.status });
  }
  return redirect(`${REGISTER_PATH}?sent=1`, 303);
}

const statusCodes = { invalid: 400, expired: 410, used: 410 } as const;
const TOKEN_LENGTH_LIMIT = 100;

/** GET /register/confirm?token=...: the button that finishes the registration, or why the link no longer works. */
export async function loadRegisterConfirmPage(request: Request, context: AppLoadContext) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, TOKEN_LENGTH_LIMIT);
  const status = await registrationStatus(context.db, token);
  const storeName = context.marketplace.name;
  if (status === "valid") return { token, linkError: null, storeName };
  return data(
    { token: "", linkError: REGISTRATION_MESSAGES[status], storeName },
    { status: statusCodes[status] },
  );
}

/**
 * POST /register/confirm: creates the account and signs the new customer in, back where they were
 * going, with the newlyRegistered cookie that opens the footer's sign-up modal on their next page.
 */
export async function registerConfirmAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const value = form.get("token");
  const token = typeof value === "string" ? value.slice(0, TOKEN_LENGTH_LIMIT) : "";
  try {
    const { customerId, returnTo } = await completeRegistration(context.db, token);
    const signedIn = await signInAndRedirect(context, customerId, returnTo);
    signedIn.headers.append(
      "Set-Cookie",
      siteCookie(NEWLY_REGISTERED_COOKIE, "true", NEWLY_REGISTERED_MAX_AGE_SECONDS, context.secureCookies),
    );
    return signedIn;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ linkError: error.message }, { status: error.status });
  }
}
