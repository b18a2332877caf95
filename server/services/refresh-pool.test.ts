import { describe, expect, it } from "vitest";
import { forEachBounded } from "./refresh-pool";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("forEachBounded", () => {
  it("never runs more than the limit at once and visits every item", async () => {
    let active = 0;
    let peak = 0;
    const seen: number[] = [];
    const started = await forEachBounded([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, async (n) => {
      active++;
      peak = Math.max(peak, active);
      await tick();
      seen.push(n);
      active--;
    });
    expect(started).toBe(10);
    expect(peak).toBe(4);
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("starts nothing new once asked to stop", async () => {
    let stop = false;
    const seen: number[] = [];
    const started = await forEachBounded(
      [1, 2, 3, 4, 5],
      1,
      async (n) => {
        seen.push(n);
        if (n === 2) stop = true;
      },
      () => stop,
    );
    expect(seen).toEqual([1, 2]);
    expect(started).toBe(2);
  });

  it("rethrows the first worker error after the others settle", async () => {
    const seen: number[] = [];
    await expect(
      forEachBounded([1, 2, 3, 4], 2, async (n) => {
        await tick();
        if (n === 1) throw new Error("boom");
        seen.push(n);
      }),
    ).rejects.toThrow("boom");
    expect(seen).toEqual([2]); // 2 was in flight beside 1; 3 and 4 never started
  });

  it("handles an empty list", async () => {
    expect(await forEachBounded([], 4, async () => {})).toBe(0);
  });
});
