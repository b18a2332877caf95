import { describe, expect, it } from "vitest";
import { downloadName } from "./account-archive";

describe("downloadName", () => {
  it("takes the server's file name", () => {
    expect(downloadName('attachment; filename="asx-fair-value-export-2026-11-23.json.gz"')).toBe(
      "asx-fair-value-export-2026-11-23.json.gz",
    );
  });

  it("falls back to a dated name when the header is missing or has none", () => {
    const today = new Date("2026-11-24T10:00:00Z");
    expect(downloadName(null, today)).toBe("asx-fair-value-export-2026-11-24.json.gz");
    expect(downloadName("attachment", today)).toBe("asx-fair-value-export-2026-11-24.json.gz");
  });
});
