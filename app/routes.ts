import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { MARTY_PREFIX, type PageRoute, pageRoutes } from "./route-table.ts";

function declare(routes: readonly PageRoute[], idPrefix: string) {
  return routes.map((r) =>
    r.path === undefined
      ? index(r.file, { id: `${idPrefix}${r.id}` })
      : route(r.path, r.file, { id: `${idPrefix}${r.id}` }),
  );
}

export default [
  ...declare(pageRoutes, ""),
  route(MARTY_PREFIX, "routes/marty.tsx", { id: "marty" }, declare(pageRoutes, "marty-")),
] satisfies RouteConfig;
