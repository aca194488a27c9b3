export { clearSessionCookies, identityRoutes, NOT_RECOGNISED } from "./api.server.ts";
export {
  authenticate,
  type Customer,
  findCustomer,
  findCustomerByEmail,
  registerCustomer,
  setPassword,
} from "./customers.server.ts";
export type { SessionCredentials, SessionVariables } from "./session-ids.ts";
export {
  AUTH_LIFETIME_DAYS,
  claimSession,
  endSession,
  findSessionOwner,
  hashToken,
  SESSION_REQUIRED_MESSAGE,
  type SessionOwner,
  type SignedInSession,
  startSignedInSession,
} from "./sessions.server.ts";
export { LOCK_MINUTES, MAX_FAILURES } from "./throttle.server.ts";
