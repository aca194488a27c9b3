import { buildIfNeeded } from "./build-if-needed.ts";

// `npm start`: build when needed, then the server creates or migrates the database, seeds it on
// first start and listens.
try {
  buildIfNeeded();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import("../server/main.ts");
