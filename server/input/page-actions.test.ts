import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageActionFinder, pageRouteFinder } from "./page-actions.ts";

const action = async () => null;
// A build of the shape React Router's compiler writes: the root, an index page, a page with a
// form, one without, and the /marty copy of the form page.
const routes = {
  root: { id: "root", path: "", module: {} },
  home: { id: "home", parentId: "root", index: true, module: { action } },
  login: { id: "login", parentId: "root", path: "login", module: { action } },
  search: { id: "search", parentId: "root", path: "search/*", module: {} },
  marty: { id: "marty", parentId: "root", path: "marty", module: {} },
  "marty-login": { id: "marty-login", parentId: "marty", path: "login", module: { action } },
} as unknown as ServerBuild["routes"];
const hasAction = pageActionFinder({ routes } as ServerBuild);
const at = (path: string) => hasAction(new URL(path, "http://localhost"));

describe("which page takes a form", () => {
  it("finds a page's action, under /marty too", () => {
    expect(at("/login")).toBe(true);
    expect(at("/marty/login")).toBe(true);
  });

  it("finds none on a page without one, nor on an unknown path", () => {
    expect(at("/search/boots")).toBe(false);
    expect(at("/no-such-page")).toBe(false);
    expect(at("/marty/search")).toBe(false);
  });

  it("posts to the index route only when the URL says ?index, as React Router does", () => {
    expect(at("/")).toBe(false);
    expect(at("/?index")).toBe(true);
  });
});

describe("which page answers a path", () => {
  const pageOf = pageRouteFinder({ routes } as ServerBuild);

  it("names the deepest route, for a document and for its data request", () => {
    expect(pageOf("/login")).toBe("login");
    expect(pageOf("/login.data")).toBe("login");
    expect(pageOf("/_root.data")).toBe("home");
    expect(pageOf("/search/boots/and/more")).toBe("search");
    expect(pageOf("/no-such-page")).toBeUndefined();
  });

  it("answers the same for a path asked again, also after thousands of other paths", () => {
    expect(pageOf("/marty/login")).toBe("marty-login");
    for (let i = 0; i < 6_000; i += 1) expect(pageOf(`/search/term-${i}`)).toBe("search");
    expect(pageOf("/marty/login")).toBe("marty-login");
    expect(pageOf("/marty/login")).toBe("marty-login");
    expect(pageOf("/no-such-page")).toBeUndefined();
  });
});
