export { queryRows } from "../../db/client.ts";
export { ApiErrorSchema, jsonContent } from "./openapi.server.ts";
