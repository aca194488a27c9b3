export {
  isSessionToken,
  isVisitorId,
  newSessionToken,
  newVisitorId,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  type SessionCredentials,
  type SessionVariables,
  sessionCredentials,
} from "./session-ids.ts";
