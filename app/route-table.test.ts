import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { MARTY_PREFIX, pageRoutes } from "./route-table.ts";

// The same tree routes.ts declares: every page at the top and again under /marty.
function tree(idPrefix: string): RouteObject[] {
  return pageRoutes.map((r) =>
    r.path === undefined
      ? { index: true, id: `${idPrefix}${r.id}` }
      : { path: r.path, id: `${idPrefix}${r.id}` },
  );
}
const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    children: [...tree(""), { path: MARTY_PREFIX, id: "marty", children: tree("marty-") }],
  },
];

function pageAt(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}

describe("route table", () => {
  it.each([
    ["/", "home"],
    ["/cart", "cart"],
    ["/error/500", "error-status"],
    ["/broken-page", "broken-page"],
  ])("serves %s by the %s page, and again under /marty", (path, id) => {
    expect(pageAt(path)).toBe(id);
    expect(pageAt(`/marty${path === "/" ? "/" : path}`)).toBe(`marty-${id}`);
  });

  it.each(["/product", "/p", "/c/no-such-page", "/c/terms-of-use/extra", "/anything/else"])(
    "sends %s to the not-found page",
    (path) => {
      expect(pageAt(path)).toBe("not-found");
      expect(pageAt(`/marty${path}`)).toBe("marty-not-found");
    },
  );

  it("gives every route a unique id", () => {
    const ids = pageRoutes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
