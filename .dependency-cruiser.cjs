/**
 * The import rules of ARCHITECTURE.md ("Imports run one way") as lint errors, run by `npm run lint`:
 * server/ uses app/ and modules/; app/ uses modules/ (never db/ or server/); modules/ use db/ and
 * each other's index.ts or index.server.ts (never app/ or server/), and none imports another's
 * schema files (tests/support, seed/, db/ and bench/ may); db/ knows no module; no cycles.
 * Tests and benchmarks are checked too: a test reaching into a layer it should not is the same smell.
 */

/**
 * Files that are a module's public face: what other modules and app/ may import. forms.ts holds a
 * module's page-form schemas: public, but apart from index.ts so that zod ships only with the pages
 * that have those forms, not with every page that imports the module's index.
 */
const MODULE_INDEX = "^modules/[^/]+/(index(\\.server)?|forms)\\.ts$";

/**
 * Tests and their helpers assemble layers on purpose (a module's API test mounts it behind the
 * server's session middleware; fixtures insert catalogue rows): the layer rules judge production code.
 * Cycles are checked everywhere.
 */
const TEST_CODE = ["\\.test\\.tsx?$", "(^|/)test-[^/]*\\.ts$", "-test-[^/]*\\.ts$", "^tests/"];

/**
 * Known exceptions, each to be removed by the change named beside it.
 * - the search page's own files (app/components/search, app/lib/search) still import the search
 *   module's inner files: they move to modules/search/index.ts (which exports everything they use)
 *   once the search page rework of issue 10 (a parallel branch) has landed, so the two do not collide.
 */
const SEARCH_PAGE_FILES = "^app/(components|lib)/search/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "app-not-to-db-or-server",
      comment:
        "Pages call modules; the database and the host stay behind them (ARCHITECTURE.md, 'UI layer').",
      severity: "error",
      from: { path: "^app/", pathNot: TEST_CODE },
      to: { path: "^(db|server)/" },
    },
    {
      name: "modules-not-to-app-or-server",
      comment: "The business knows no page and no host: both call it, never the other way round.",
      severity: "error",
      from: { path: "^modules/", pathNot: TEST_CODE },
      to: { path: "^(app|server)/" },
    },
    {
      name: "module-only-through-index",
      comment:
        "A module reaches another only through its index.ts or index.server.ts, so each module decides what it exports.",
      severity: "error",
      from: { path: "^modules/([^/]+)/", pathNot: TEST_CODE },
      to: { path: "^modules/", pathNot: ["^modules/$1/", MODULE_INDEX] },
    },
    {
      name: "no-other-modules-tables",
      comment:
        "A module's tables are its own (ARCHITECTURE.md, 'Domain layer'): everyone else, tests too, goes through its functions or the shared fixtures of tests/support.",
      severity: "error",
      from: { path: "^(modules/[^/]+|app|server|scripts)/" },
      to: { path: "^modules/[^/]+/schema[^/]*[.]server[.]ts$", pathNot: "^$1/" },
    },
    {
      name: "app-only-through-index",
      comment: "Pages use a module's exports, not its inner files (the same boundary as between modules).",
      severity: "error",
      from: { path: "^app/", pathNot: [...TEST_CODE, SEARCH_PAGE_FILES] },
      to: { path: "^modules/", pathNot: MODULE_INDEX },
    },
    {
      name: "db-knows-no-module",
      comment: "The connection and migrations serve every module and depend on none.",
      severity: "error",
      from: { path: "^db/", pathNot: TEST_CODE },
      to: { path: "^(modules|app|server)/" },
    },
    {
      name: "no-circular",
      comment: "A cycle makes two files one idea split in two: start-up order and tests break in odd ways.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|data|\\.react-router|public)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
