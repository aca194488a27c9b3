export type { SessionCredentials, SessionVariables } from "./session-ids.ts";
export {
  claimSession,
  findSessionOwner,
  SESSION_REQUIRED_MESSAGE,
  type SessionOwner,
} from "./sessions.server.ts";
