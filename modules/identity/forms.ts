import { z } from "zod";
import { MAX_CAPTCHA_ANSWER_LENGTH } from "../captcha/index.ts";
import { emailError, MESSAGES, passwordError } from "./validation.ts";

/**
 * The account pages' forms as schemas (sign-in, forgot and reset password, account deletion):
 * parsed on the server, and by the same schema in the browser for the same words at once. Pure.
 * A field left empty arrives as missing (Conform's coercion), so each field's own words cover it.
 */

export const FORM_MESSAGES = {
  passwordRequired: "Please enter your password.",
  passwordsDiffer: "The passwords don't match. Please enter the same password twice.",
  confirmDeletion: "Please check the box to confirm your request.",
} as const;

/** The standard address check (spec 3 section 5), trimmed. */
const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .refine((value) => emailError(value) === null, MESSAGES.email);

/** A password being chosen: the length rules' words. */
const newPassword = z.string({ error: MESSAGES.passwordShort }).superRefine((value, context) => {
  const problem = passwordError(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/**
 * POST /login. The password is only required here: whether it is right is the sign-in's answer.
 * The captcha's answer comes once the sign-in asked for it (past a limit, decision 122).
 */
export const SignInForm = z.object({
  email,
  password: z.string({ error: FORM_MESSAGES.passwordRequired }),
  redirect: z.string().optional(),
  captcha: z.string().max(MAX_CAPTCHA_ANSWER_LENGTH).optional(),
});

/** POST /forgot-password. */
export const ForgotPasswordForm = z.object({ email });

/** POST /reset-password: the link's token, and the new password twice. */
export const ResetPasswordForm = z
  .object({
    token: z.string().max(100).optional(),
    password: newPassword,
    confirm: z.string({ error: FORM_MESSAGES.passwordsDiffer }),
  })
  .refine((form) => form.password === form.confirm, {
    message: FORM_MESSAGES.passwordsDiffer,
    path: ["confirm"],
  });

/** POST /c/account-deletion-request: the box must be checked. */
export const AccountDeletionForm = z.object({
  confirm: z.literal("yes", { error: FORM_MESSAGES.confirmDeletion }),
});
