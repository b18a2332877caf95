// The browser layer's setup file (vitest.config.ts): after a failed test, e2e/support/failure-report.ts
// prints what the test's open pages last did. Kept apart from the helpers, which the bench imports too.
import { afterEach } from "vitest";
import { reportFailure } from "./failure-report";

afterEach(async ({ task }) => {
  if (task.result?.state === "fail") await reportFailure(task.name);
});
