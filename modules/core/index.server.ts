export { queryRows } from "../../db/client.ts";
export {
  type ApiEnv,
  apiRouter,
  type ErrorStatus,
  type JsonRouteSpec,
  MAX_JSON_BODY_BYTES,
  specIssue,
} from "./api-router.server.ts";
export { positiveIdSchema } from "./api-schemas.server.ts";
export { type ErrorAnswer, type ErrorBody, errorAnswer, UNEXPECTED_FAILURE } from "./error-answer.server.ts";
export {
  type Generation,
  type KeptBounds,
  keptAnswers,
  type PerGeneration,
  perGeneration,
  type Recall,
} from "./kept-per-generation.ts";
export { ApiErrorSchema, jsonContent } from "./openapi.server.ts";
export { openApiReferenceHtml } from "./openapi-reference.ts";
export {
  isLoopback,
  type OperatorAccess,
  type OperatorAsker,
  operatorAskerOf,
  operatorRefusal,
} from "./operator-access.server.ts";
export { readPageGeneration, requestGeneration } from "./page-generation.server.ts";
export {
  asStep,
  createStepClock,
  type DoOneStep,
  type StepClock,
  type StepClockOptions,
  StepError,
} from "./step-clock.server.ts";
export { holdLock, lockUntilCommit } from "./transaction-lock.server.ts";
