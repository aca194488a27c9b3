export { queryRows } from "../../db/client.ts";
export { jsonContent } from "./openapi.server.ts";
