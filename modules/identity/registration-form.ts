import { z } from "zod";
import { emailError, nameError, passwordError } from "./validation.ts";

/** A rule of validation.ts as a zod check, so the form and the module give the same words. */
const checkedBy =
  (rule: (value: string) => string | null) => (value: string, context: z.RefinementCtx<string>) => {
    const problem = rule(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  };

/**
 * The registration form (/register): one schema for the server's parse and the browser's checks
 * (Conform), with the sign-in rules' words. Pure, so the browser bundle can use it.
 */
export const RegistrationFormSchema = z.object({
  name: z.string({ error: nameError("") ?? "" }).superRefine(checkedBy(nameError)),
  email: z.string({ error: emailError("") ?? "" }).superRefine(checkedBy(emailError)),
  password: z.string({ error: passwordError("") ?? "" }).superRefine(checkedBy(passwordError)),
  // The return path is not the shopper's to fix: one too long to keep is dropped, not an error.
  redirect: z
    .string()
    .optional()
    .transform((value) => (value !== undefined && value.length <= 2000 ? value : undefined)),
});

export type RegistrationForm = z.infer<typeof RegistrationFormSchema>;
