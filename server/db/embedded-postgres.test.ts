// A process that loads the embedded PostgreSQL keeps the exit code it sets: the package's exit hook
// (async-exit-hook) ends the process with process.exit(0) once its event loop is empty, which made a
// failed `npm run test:api` or `test:e2e` (vitest sets process.exitCode = 1) report success.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function exitCodeAfterLoading(setCode: string): number | null {
  const script = `await import("./server/db/embedded-postgres.ts"); ${setCode}`;
  const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
  if (result.stderr.trim()) throw new Error(result.stderr);
  return result.status;
}

describe("the embedded PostgreSQL module", () => {
  it("leaves the exit code a process sets to itself", () => {
    expect(exitCodeAfterLoading("process.exitCode = 3;")).toBe(3);
  });

  it("leaves a process that sets none to exit 0", () => {
    expect(exitCodeAfterLoading("")).toBe(0);
  });
});
