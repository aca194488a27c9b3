// The store for `npm run bench:pages`, run in its own process: the real app (server/app.ts over the
// built pages) on a fresh database, plus the bare React Router page at /__bench/bare behind the same
// middleware. The bare page exists only in this process, never in the store.
process.env.NODE_ENV ??= "production";

const { startPagesBenchServer } = await import("./pages-app.ts");
await startPagesBenchServer();

export {};
