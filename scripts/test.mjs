// `npm test`: typecheck and lint, then unit, API and browser tests (each a vitest project), then one plain
// summary line. Stops at the first failing layer so its output is the last thing on screen.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = mkdtempSync(path.join(os.tmpdir(), "asx-test-report-"));
const bin = (name) => path.join(root, "node_modules/.bin", name);
let passed = 0;
let failed = 0;

/** Runs a layer with its output on screen; asynchronously, so a process started beside it (the build) is read meanwhile. */
function run(label, command, args) {
  process.stdout.write(`\n=== ${label}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env } });
    child.on("close", (code) => resolve(code === 0));
  });
}

function finish(ok) {
  process.stdout.write(`\nTests: ${passed} passed, ${failed} failed\n`);
  process.exit(ok ? 0 : 1);
}

/**
 * Runs a package.json script's command line (node_modules/.bin on the PATH, as npm runs it), or a
 * command with `args` without a shell, with its output held back, so several can run side by side
 * and print one after the other.
 */
function runQuietly(label, commandLine, args) {
  return new Promise((resolve) => {
    const PATH = [path.join(root, "node_modules/.bin"), process.env.PATH].join(path.delimiter);
    const options = { cwd: root, env: { ...process.env, PATH } };
    const child = args ? spawn(commandLine, args, options) : spawn(commandLine, { ...options, shell: true });
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

const selected = (project) => !only.length || only.includes(project);

/**
 * The browser layer's build (dist/, when sources are newer) as a process of its own, started beside
 * the API layer, which never reads dist/: on a clean clone the build is about 15 CPU-s the browser
 * layer's global setup would otherwise spend before its first test (docs/decisions/072-ci-time.md).
 * The global setup then finds dist/ fresh and builds nothing.
 */
function buildBesideApiLayer() {
  const script = [
    `const { buildIsStale } = await import(${JSON.stringify(path.join(root, "scripts/build-state.mjs"))});`,
    `if (buildIsStale()) await (await import(${JSON.stringify(path.join(root, "scripts/build.mjs"))})).buildAll({ quiet: true });`,
  ].join("\n");
  return runQuietly("build for the browser tests", process.execPath, ["--input-type=module", "-e", script]);
}
let build;

for (const project of ["unit", "api", "e2e"]) {
  if (!selected(project)) continue;
  if (project === "api" && selected("e2e")) build = buildBesideApiLayer();
  if (project === "e2e" && build) {
    const built = await build;
    process.stdout.write(built.text);
    if (!built.ok) {
      failed += 1;
      finish(false);
    }
  }
  const report = path.join(reportDir, `${project}.json`);
  const ok = await run(`${project} tests`, bin("vitest"), [
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
