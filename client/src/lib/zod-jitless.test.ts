import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("zod-jitless", () => {
  it("turns zod's JIT off through the global config zod adopts when it loads", () => {
    // A Node process of its own, so zod loads there for the first time, after zod-jitless as in
    // main.tsx (test files share their worker's modules, and zod may have loaded in it already).
    const script = `await import(${JSON.stringify(new URL("./zod-jitless.ts", import.meta.url).href)});
const { z } = await import("zod");
console.log(JSON.stringify(z.config().jitless));`;
    const printed = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(printed)).toBe(true);
  });
});
