import { Links, Meta, Scripts, type ServerBuild } from "react-router";

/** The whole bare page: a document with React Router's head, one paragraph and its scripts, no loader. */
function BareDocument() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Bare page</title>
        <Meta />
        <Links />
      </head>
      <body>
        <p>A bare React Router page.</p>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The store's build with one route only, the bare document: rendered by the same entry.server (streaming,
 * nonce) and React Router request handler as the store's pages, so it measures what a page costs before
 * any of the store's own work. Its client route is the runtime entry alone, so its scripts are what
 * every React Router page loads at least.
 */
export function bareBuild(build: ServerBuild, path: string): ServerBuild {
  const entry = build.assets.entry;
  const root = build.assets.routes.root;
  if (!root) throw new Error("the build has no root route");
  return {
    ...build,
    routes: {
      root: {
        id: "root",
        parentId: undefined,
        path,
        index: undefined,
        caseSensitive: undefined,
        module: { default: BareDocument },
      },
    },
    assets: {
      ...build.assets,
      routes: {
        root: {
          ...root,
          path,
          hasLoader: false,
          hasErrorBoundary: false,
          module: entry.module,
          imports: entry.imports,
          css: [],
        },
      },
    },
  };
}
