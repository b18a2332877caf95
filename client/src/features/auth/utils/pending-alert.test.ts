import { describe, expect, it } from "vitest";
import { pendingCountRose } from "./pending-alert";

describe("pendingCountRose", () => {
  it.each([
    [undefined, 3, false],
    [0, 1, true],
    [2, 5, true],
    [2, 2, false],
    [3, 1, false],
    [1, undefined, false],
  ])("from %s to %s -> %s", (previous, next, expected) => {
    expect(pendingCountRose(previous, next)).toBe(expected);
  });
});
