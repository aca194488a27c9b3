export type { Visitor } from "./types.ts";
export { GUEST_VISITOR } from "./types.ts";
