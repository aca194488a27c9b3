/**
 * The rules of the sign-in and registration forms (spec 3 section 5: a standard email check),
 * pure so the browser shows the same messages the server enforces.
 */

export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to load the server. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;

export const MESSAGES = {
  email: "Please enter a valid email address",
  passwordShort: `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordLong: `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  name: "Please enter your name.",
  nameLong: `Your name must be at most ${MAX_NAME_LENGTH} characters.`,
  signInFailed: "Your email or password is incorrect.",
  // Ours (decision 122): past a sign-in limit the form asks for the captcha, never for a wait.
  captchaRequired:
    "Too many unsuccessful sign-in attempts. Please confirm you're not a robot, then sign in again.",
  emailTaken: "An account already exists for this email address. Please sign in.",
} as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Control characters (NUL included, which PostgreSQL's text refuses) belong in no name or email. */
const CONTROL = /\p{Cc}/u;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailError(email: string): string | null {
  const value = email.trim();
  const malformed = value.length > MAX_EMAIL_LENGTH || !EMAIL.test(value) || CONTROL.test(value);
  return value.length === 0 || malformed ? MESSAGES.email : null;
}

export function passwordError(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordShort;
  if (password.length > MAX_PASSWORD_LENGTH) return MESSAGES.passwordLong;
  return null;
}

export function nameError(name: string): string | null {
  const value = name.trim();
  if (value.length === 0 || CONTROL.test(value)) return MESSAGES.name;
  if (value.length > MAX_NAME_LENGTH) return MESSAGES.nameLong;
  return null;
}

/** The first name shown in the header ('My Account', the search placeholder): the name's first word. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
