// Each endpoint is declared once, in client/src/api (docs/decisions/014-client-data-layer.md): the
// rest of the client calls the hooks exported here and never builds a query or a mutation of its own,
// so no list can be cached under a key the data layer's invalidation does not know about.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = path.resolve(import.meta.dirname, "..");
const API = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(CLIENT, file);
const outsideApi = sourceFiles(CLIENT).filter((file) => !file.startsWith(`${API}${path.sep}`));

describe("the data layer is the only home of queries and mutations", () => {
  it("no file outside client/src/api imports a react-query function (types and the provider aside)", () => {
    const offenders = outsideApi.filter((file) => {
      const text = readFileSync(file, "utf8");
      return [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"@tanstack\/react-query"/g)].some(
        ([, typeOnly, names]) => !typeOnly && names.split(",").some((name) => name.trim() !== "" && name.trim() !== "QueryClientProvider"),
      );
    });
    expect(offenders.map(relative)).toEqual([]);
  });

  it("no file outside client/src/api spells a query key", () => {
    expect(outsideApi.filter((file) => /\bqueryKey\s*:/.test(readFileSync(file, "utf8"))).map(relative)).toEqual([]);
  });

  it("each query key is spelled once", () => {
    const keys = sourceFiles(API).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\[\s*"\/api[^\]]*\]/g)].map(([key]) => key.replace(/\s+/g, " ")),
    );
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
