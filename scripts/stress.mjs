// `npm run test:stress`: the long runs (faults and load, stress/**) that `npm test` leaves out. Vitest's
// own output goes to stderr; stdout carries one JSON summary: each test's result and the figures the
// tests recorded. Exits non-zero when any test failed or none ran.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const workDir = mkdtempSync(path.join(os.tmpdir(), "asx-stress-"));
const resultsDir = path.join(workDir, "figures");
const report = path.join(workDir, "vitest.json");
const started = Date.now();

const run = spawnSync(
  path.join(root, "node_modules/.bin/vitest"),
  ["run", "--project", "stress", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  // Vitest's stdout goes to our stderr, so stdout holds nothing but the summary.
  { cwd: root, stdio: ["ignore", process.stderr, process.stderr], env: { ...process.env, STRESS_RESULTS_DIR: resultsDir } },
);

let vitest;
try {
  vitest = JSON.parse(readFileSync(report, "utf8"));
} catch {
  vitest = undefined;
}
const tests = (vitest?.testResults ?? []).flatMap((file) =>
  file.assertionResults.map((test) => ({
    file: path.relative(root, file.name),
    name: test.fullName,
    status: test.status,
    durationMs: Math.round(test.duration ?? 0),
    ...(test.failureMessages?.length ? { failure: test.failureMessages[0].split("\n")[0] } : {}),
  })),
);
const figures = {};
if (existsSync(resultsDir)) {
  for (const file of readdirSync(resultsDir).sort()) {
    const { test, ...values } = JSON.parse(readFileSync(path.join(resultsDir, file), "utf8"));
    figures[test] = values;
  }
}
const passed = tests.filter((t) => t.status === "passed").length;
const failed = tests.filter((t) => t.status === "failed").length;
const ok = run.status === 0 && vitest !== undefined && failed === 0 && passed > 0;
const summary = { ok, passed, failed, total: tests.length, durationSeconds: Math.round((Date.now() - started) / 1000), tests, figures };
process.stdout.write(JSON.stringify(summary, null, 2) + "\n");
rmSync(workDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
