import { defineConfig } from "vitest/config";

/** Integration test files that replace one of the store's modules with vi.mock (isolated per file). */
const MODULE_MOCKING_TESTS = ["server/session-owner.integration.test.ts"];

const integration = {
  globalSetup: ["db/test-global-setup.ts"],
  environment: "node" as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: "forks" as const,
  maxWorkers: 2,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,modules,server,seed,db,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
          testTimeout: 30_000,
          // Vitest's default is one worker less than the cores: one worker on a two-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "integration",
          include: ["{app,modules,server,seed,db,scripts}/**/*.integration.test.ts"],
          exclude: [...MODULE_MOCKING_TESTS, "node_modules/**"],
          ...integration,
          // One module graph per worker, not per file: the store's modules load once per worker
          // rather than once per test file (the import time was a third of the suite's). Each file
          // builds its own database and app, so no state is shared that a test relies on; a file that
          // replaces a module (vi.mock) runs in the project below, where each file loads afresh.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "integration-mocks",
          include: MODULE_MOCKING_TESTS,
          ...integration,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
