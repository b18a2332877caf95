import { afterEach, describe, expect, it, vi } from "vitest";
import { interleavedMedians, WARM_UP_ROUNDS } from "./rounds";

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
  it("alternates the functions in every round, the untimed rounds first", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const calls: string[] = [];
    await interleavedMedians([fakeCall("raw", calls, () => 1), fakeCall("api", calls, () => 1)], 2);
    expect(calls).toEqual(Array.from({ length: WARM_UP_ROUNDS + 2 }, () => ["raw", "api"]).flat());
  });

  it("times each function's calls in the timed rounds only", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const calls: string[] = [];
    const medians = await interleavedMedians(
      [
        // 100 ms in the untimed rounds, then 2, 3, 4 ms (counting calls from the first timed one).
        fakeCall("raw", calls, (n) => (n < WARM_UP_ROUNDS ? 100 : n - WARM_UP_ROUNDS + 2)),
        fakeCall("api", calls, () => 5),
      ],
      3,
    );
    expect(medians).toEqual([3, 5]);
  });
});
