import { afterEach, describe, expect, it, vi } from "vitest";
import { interleavedMedians } from "./rounds";

afterEach(() => vi.useRealTimers());

/** A call that takes `ms(n)` of the fake clock on its n-th call (from 0) and records itself. */
function fakeCall(name: string, calls: string[], ms: (n: number) => number) {
  let n = 0;
  return async () => {
    calls.push(name);
    vi.advanceTimersByTime(ms(n++));
  };
}

describe("interleavedMedians", () => {
  it("runs the settling call before every call, warm-up rounds included, and alternates the functions", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const calls: string[] = [];
    await interleavedMedians([fakeCall("raw", calls, () => 1), fakeCall("api", calls, () => 1)], {
      runs: 2,
      warmUpRounds: 1,
      settle: fakeCall("settle", calls, () => 1),
    });
    expect(calls).toEqual(["settle", "raw", "settle", "api", "settle", "raw", "settle", "api", "settle", "raw", "settle", "api"]);
  });

  it("times only each function's own call, in the timed rounds only", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const calls: string[] = [];
    const medians = await interleavedMedians(
      [
        // 100 ms in the two warm-up rounds, then 2, 3, 4 ms.
        fakeCall("raw", calls, (n) => (n < 2 ? 100 : n)),
        fakeCall("api", calls, () => 5),
      ],
      // The settling call's 1,000 ms belong to neither function.
      { runs: 3, warmUpRounds: 2, settle: fakeCall("settle", calls, () => 1000) },
    );
    expect(medians).toEqual([3, 5]);
  });
});
