// `npm test`: typecheck and lint, then unit, API and browser tests (each a vitest project), then one plain
// summary line. Stops at the first failing layer so its output is the last thing on screen.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = mkdtempSync(path.join(os.tmpdir(), "asx-test-report-"));
const bin = (name) => path.join(root, "node_modules/.bin", name);
let passed = 0;
let failed = 0;

function run(label, command, args) {
  process.stdout.write(`\n=== ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env } });
  return result.status === 0;
}

function finish(ok) {
  process.stdout.write(`\nTests: ${passed} passed, ${failed} failed\n`);
  process.exit(ok ? 0 : 1);
}

/**
 * Runs a package.json script's command line (node_modules/.bin on the PATH, as npm runs it) with its
 * output held back, so several can run side by side and print one after the other.
 */
function runQuietly(label, commandLine) {
  return new Promise((resolve) => {
    const PATH = [path.join(root, "node_modules/.bin"), process.env.PATH].join(path.delimiter);
    const child = spawn(commandLine, { cwd: root, shell: true, env: { ...process.env, PATH } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ ok: code === 0, text: `\n=== ${label}\n${output}` }));
  });
}

// `node scripts/test.mjs api` runs only the named layers.
const only = process.argv.slice(2);
if (!only.length) {
  // The checks: `npm run typecheck` and `npm run lint`'s three parts (ESLint with the import
  // boundaries, knip, the Prettier check), four processes at once. Each keeps one core busy: on CI's
  // 2-core machine the four take about half their sum (27 + 30 + 4 + 18 s alone), where the typecheck
  // beside the lint's three in a row took the lint's 52 s (docs/decisions/064-ci-time.md).
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const lintParts = scripts.lint.split("&&").map((part) => part.trim());
  const checks = await Promise.all(
    [scripts.typecheck, ...lintParts].map((command, index) =>
      runQuietly(index === 0 ? "typecheck" : `lint: ${command.split(" ")[0]}`, command),
    ),
  );
  // A failing check prints last, so its output is what stays on screen.
  for (const check of [...checks].sort((a, b) => Number(b.ok) - Number(a.ok))) process.stdout.write(check.text);
  if (checks.some((check) => !check.ok)) {
    failed += 1;
    finish(false);
  }
}

for (const project of ["unit", "api", "e2e"]) {
  if (only.length && !only.includes(project)) continue;
  const report = path.join(reportDir, `${project}.json`);
  const ok = run(`${project} tests`, bin("vitest"), [
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  try {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    if (summary.numTotalTests === 0) {
      process.stdout.write(`No ${project} tests ran.\n`);
      failed += 1;
    }
  } catch {
    failed += 1;
  }
  if (!ok) finish(false);
}
finish(failed === 0);
