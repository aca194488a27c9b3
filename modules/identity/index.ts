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
  passwordError,
  safeReturnPath,
} from "./validation.ts";
