export { clearSessionCookies, identityRoutes } from "./api.server.ts";
export { isCustomerBlocked, refuseBlockedCustomer, setCustomerBlocked } from "./blocked.server.ts";
export { NOT_RECOGNISED, requireCustomerId } from "./customer-required.server.ts";
export {
  authenticate,
  type Customer,
  findCustomer,
  findCustomerByEmail,
  registerCustomer,
  setPassword,
} from "./customers.server.ts";
export { customerForFederatedSignIn } from "./federated.server.ts";
export {
  FEDERATED_FLOW_COOKIE,
  type FederatedFlow,
  federatedFlowCookie,
  isFederatedCallbackPath,
  readFederatedFlow,
} from "./federated-flow.server.ts";
export { federatedFormPostRoutes } from "./federated-form-post.server.ts";
export {
  type FederatedClaims,
  finishFederatedSignIn,
  startFederatedSignIn,
} from "./federated-oidc.server.ts";
export {
  FEDERATED_PROVIDER_IDS,
  FEDERATED_PROVIDER_NAMES,
  type FederatedProvider,
  type FederatedProviderId,
  type FederatedProviderSettings,
  federatedProviders,
  isFederatedProviderId,
} from "./federated-providers.server.ts";
export {
  MAX_OPEN_PASSWORD_RESETS,
  PASSWORD_RESET_LIFETIME_MINUTES,
  PASSWORD_RESET_MESSAGES,
  type PasswordResetStatus,
  passwordResetStatus,
  requestPasswordReset,
  resetPassword,
} from "./password-reset.server.ts";
export {
  completeRegistration,
  MAX_OPEN_REGISTRATIONS,
  REGISTRATION_LIFETIME_MINUTES,
  REGISTRATION_MESSAGES,
  type RegistrationStatus,
  registrationStatus,
  requestRegistration,
} from "./registration.server.ts";
export type { SessionCredentials, SessionVariables } from "./session-ids.ts";
export {
  claimSession,
  DEFAULT_SESSION_LIFETIME,
  endSession,
  findSessionOwner,
  hashToken,
  SESSION_REQUIRED_MESSAGE,
  type SessionLifetime,
  type SessionOwner,
  type SignedInSession,
  startSignedInSession,
} from "./sessions.server.ts";
export { type GuestHandOver, type SignInRequest, signInFromGuest } from "./sign-in.server.ts";
export { CAPTCHA_REQUIRED_CODE, type SignInCaptcha } from "./sign-in-guard.server.ts";
export { countAttempt, LOCK_MINUTES, MAX_FAILURES } from "./throttle.server.ts";
