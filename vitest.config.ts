import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

// Three layers (docs/decisions/003-test-layers.md): pure unit tests beside the code, API tests on
// createApp() against real PostgreSQL, and browser tests in Debian's Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // vitest's default is one worker fewer than the cores: one on CI's 2-core machine (docs/decisions/003-test-layers.md).
          maxWorkers: 2,
          isolate: false,
          include: ["shared/**/*.test.ts", "client/src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["server/test/**", "node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          maxWorkers: 2,
          isolate: false,
          include: ["server/test/**/*.test.ts"],
          globalSetup: ["server/test/support/global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: "test" },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          // A failing test prints what its pages last asked the server and saves a screenshot.
          setupFiles: ["e2e/support/report-failures.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits on what the server answers and the page draws, like Playwright's own waits (30 s):
          // vitest's 1 s default is shorter than a round trip on a busy machine (e2e/phone.test.ts).
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, each with an app, database and owner of its own (e2e/support/lane.ts):
          // one file leaves a core idle while it waits on a page or the server.
          maxWorkers: 2,
          env: { NODE_ENV: "test" },
        },
      },
      {
        // Long runs (faults, load) for `npm run test:stress`; `npm test` never selects this project.
        resolve: { alias },
        test: {
          name: "stress",
          include: ["stress/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          env: { NODE_ENV: "test" },
        },
      },
    ],
  },
});
