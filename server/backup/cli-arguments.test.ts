import { describe, expect, it } from "vitest";
import { parseArguments } from "./cli-arguments";

describe("the backup and restore command line", () => {
  it("takes one file, and --force for restore only (before or after the file)", () => {
    expect(parseArguments(["backup", "nightly.backup"])).toEqual({ command: "backup", file: "nightly.backup", force: false });
    expect(parseArguments(["restore", "nightly.backup"])).toEqual({ command: "restore", file: "nightly.backup", force: false });
    expect(parseArguments(["restore", "nightly.backup", "--force"])).toEqual({ command: "restore", file: "nightly.backup", force: true });
    expect(parseArguments(["restore", "--force", "nightly.backup"])).toEqual({ command: "restore", file: "nightly.backup", force: true });
  });

  it("refuses anything else", () => {
    for (const argv of [
      [],
      ["backup"],
      ["restore"],
      ["restore", "a", "b"],
      ["backup", "a", "--force"],
      ["export", "a"],
      ["restore", "--forse", "a"],
      ["restore", "-"],
    ]) {
      expect(parseArguments(argv), argv.join(" ")).toBeNull();
    }
  });
});
