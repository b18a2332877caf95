// Timed rounds for a figure that is a ratio between an endpoint and its plain SQL baseline (the
// portfolio of issue #7, the history of issue #13), with the client, the app and the baseline's pool
// in one process.
//
// - Rounds alternate between the functions, so a burst of noise on a shared machine lands on every
//   side of a ratio rather than on one.
// - Before every timed call an untimed `settle` call runs (a signed-in request with no work of its
//   own). A call leaves work behind it: the raw read's 1,250 row objects, for one, are garbage
//   collected during whatever runs next. Without it each function paid for the one timed before
//   it: the history request took 0.5-1.4 ms longer right after the raw read than right after a
//   request with no work (docs/performance.md, 2026-11-26, fourth session).
// - The first `warmUpRounds` rounds are untimed: nobody pays for a cold cache, and a fresh server's
//   request path keeps getting quicker for a few hundred requests (history-measures.ts).
import { median, timed } from "./stats";

export interface RoundOptions {
  /** Timed rounds: each function once per round. */
  runs: number;
  warmUpRounds: number;
  /** Runs untimed before every call, timed or not. */
  settle: () => Promise<unknown>;
}

/** The median time of each function, in the order given. */
export async function interleavedMedians(fns: readonly (() => Promise<unknown>)[], options: RoundOptions): Promise<number[]> {
  const samples = fns.map(() => [] as number[]);
  for (let round = 0; round < options.warmUpRounds + options.runs; round++) {
    for (const [index, fn] of fns.entries()) {
      await options.settle();
      const { ms } = await timed(fn);
      if (round >= options.warmUpRounds) samples[index].push(ms);
    }
  }
  return samples.map(median);
}
