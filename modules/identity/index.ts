export { CC_BLOCKED } from "./blocked.ts";
export { type RegistrationForm, RegistrationFormSchema } from "./registration-form.ts";
export { DEFAULT_RETURN_PATH, MAX_RETURN_PATH_LENGTH, safeReturnPath } from "./return-path.ts";
export {
  isSessionToken,
  isVisitorId,
  newSessionToken,
  newVisitorId,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  type SessionCredentials,
  type SessionVariables,
  sessionCookie,
  sessionCredentials,
} from "./session-ids.ts";
export {
  emailError,
  firstNameOf,
  MAX_PASSWORD_LENGTH,
  MESSAGES as IDENTITY_MESSAGES,
  MIN_PASSWORD_LENGTH,
  nameError,
  normaliseEmail,
  passwordError,
} from "./validation.ts";
