// Every fixture must be exercised by a test: an unused fixture usually means a forgotten assertion.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listFixtures } from "./test-fixtures";

describe("parser fixtures", () => {
  it("are each referenced by a parser test", () => {
    const tests = fs
      .readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => fs.readFileSync(path.join(import.meta.dirname, file), "utf8"))
      .join("\n");
    const unused = listFixtures().filter((file) => {
      // Parametrised tests name a file once for both formats: "bad-rows.${format}".
      const stem = file.replace(/\.(xlsx|xls)$/, ".${format}");
      return !tests.includes(file) && !tests.includes(stem) && !tests.includes(path.basename(file));
    });
    expect(unused).toEqual([]);
  });
});
