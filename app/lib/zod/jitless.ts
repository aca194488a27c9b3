import { config } from "zod/v4/core";

// Evaluated before any schema of the browser's bundle is built (browser.ts imports it first):
// zod then checks objects without compiling a function for each. Its compiler probes with
// `new Function` when a schema is built, which the store's Content Security Policy forbids, and
// the refused probe was reported as a policy violation on every page (Lighthouse's best practices).
config({ jitless: true });
