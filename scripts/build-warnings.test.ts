// The first `npm start` builds quietly (scripts/start.mjs → buildAll({ quiet: true })): Vite at log
// level "warn", esbuild at "warning", so anything the build prints is a warning, and a clean start
// prints none (issue 33 item 8: Rolldown's "codeSplitting.groups[0].name is a function" and the
// service worker build's "inlineDynamicImports option is deprecated"). The build runs in a process
// of its own, as start.mjs runs it, so output from any part of it (the bundler's own logger, the
// PWA plugin's second Vite build) is seen. The whole app takes a minute to bundle; this builds the
// project's Vite config (every plugin, the chunk groups, the service worker) on one small entry,
// and the server bundle, into a temp folder.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const outDir = mkdtempSync(path.join(os.tmpdir(), "asx-build-warnings-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const BUILD = `
import { build } from "vite";
import { buildServer } from ${JSON.stringify(path.join(root, "scripts/build.mjs"))};
await build({
  configFile: ${JSON.stringify(path.join(root, "vite.config.ts"))},
  mode: "production",
  logLevel: "warn",
  build: {
    outDir: ${JSON.stringify(path.join(outDir, "public"))},
    rolldownOptions: { input: ${JSON.stringify(path.join(root, "client/src/lib/utils.ts"))} },
  },
});
await buildServer({ outdir: ${JSON.stringify(path.join(outDir, "server"))}, quiet: true });
`;

describe("the quiet build npm start runs", () => {
  it("prints nothing: no bundler warnings, and no progress lines from the service worker's build", () => {
    const { NODE_ENV: _test, ...env } = process.env;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", BUILD], {
      cwd: root,
      env: { ...env, NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout + run.stderr).toBe("");
  }, 150_000);
});
