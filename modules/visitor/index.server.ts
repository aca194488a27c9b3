export { visitorRoutes } from "./api.server.ts";
export { readVisitor } from "./visitor.server.ts";
