import path, { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

// The order test files start in. vitest starts the longest files first when it has their last
// durations, but a fresh clone (CI) has none, and then it starts the largest. The files below take a
// minute or more each and are not among the largest: started late, one ran on alone while the other
// worker had nothing left (bench.test.ts, 99 s, ended 27th of the browser layer's 29 files in CI).
// So they start first, in this order; every other file keeps vitest's order. Durations: CI's log.
const SLOW_FILES = [
  "e2e/accessibility.test.ts", // 130 s
  "e2e/bench.test.ts", // 99-131 s
  "server/test/account-archive-scale.test.ts", // 81-85 s
  "server/test/backup/backup-cli.test.ts", // 39-43 s
  "server/test/security/json-bodies.property.test.ts", // 36 s
  "server/test/server-process.test.ts", // 23 s (32-33 s through tsx)
];

class SlowFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const position = new Map(vitestOrder.map((file, index) => [file, index]));
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.indexOf(relative(this.ctx.config.root, file.moduleId));
      return index < 0 ? SLOW_FILES.length : index;
    };
    // Projects still run one after the other, in vitest's order.
    return [...vitestOrder].sort((a, b) =>
      a.project.name !== b.project.name ? position.get(a)! - position.get(b)! : rank(a) - rank(b) || position.get(a)! - position.get(b)!,
    );
  }
}

// Three layers (docs/decisions/003-test-layers.md): pure unit tests beside the code, API tests on
// createApp() against real PostgreSQL, and browser tests in Debian's Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: SlowFilesFirst },
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
          // Files share their worker's loaded modules (playwright-core, the support files): each file
          // connects to its lane's Chromium and closes what it opened (e2e/support/browser.ts).
          isolate: false,
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
