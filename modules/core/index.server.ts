export { queryRows } from "../../db/client.ts";
