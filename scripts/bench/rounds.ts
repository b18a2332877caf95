// Timed rounds of API calls, the same for every API figure (docs/performance.md, "Method"): a few
// untimed rounds first (nobody pays for a cold cache), then `runs` timed rounds, the median of each.
// When several calls are compared (an endpoint and its plain SQL read), they take turns in every
// round, so a burst of noise on a shared machine lands on every side of a ratio rather than on one.
import { median, timed } from "./stats";

export const WARM_UP_ROUNDS = 3;

/** The median time of each function, in the order given. */
export async function interleavedMedians(fns: readonly (() => Promise<unknown>)[], runs: number): Promise<number[]> {
  const samples = fns.map(() => [] as number[]);
  for (let round = 0; round < WARM_UP_ROUNDS + runs; round++) {
    for (const [index, fn] of fns.entries()) {
      const { ms } = await timed(fn);
      if (round >= WARM_UP_ROUNDS) samples[index].push(ms);
    }
  }
  return samples.map(median);
}
