// The machine's load average before and after a bench run (issue 45 item 15): a run started on a
// busy machine (a 1-minute load above the core count) says so in bench/results.json, because its
// timings then read slower than a quiet machine's, and a guard is judged on quiet runs only
// (docs/performance.md "How a guard is judged").
import os from "node:os";

export interface LoadAverage {
  one_min: number;
  five_min: number;
  fifteen_min: number;
}

export function loadAverage(reading: readonly number[] = os.loadavg()): LoadAverage {
  const [one, five, fifteen] = reading.map((value) => Math.round(value * 100) / 100);
  return { one_min: one, five_min: five, fifteen_min: fifteen };
}

export const formatLoad = (load: LoadAverage) => `${load.one_min} ${load.five_min} ${load.fifteen_min}`;

/** What results.json says about the machine's load; `busy_warning` only when the run started busy. */
export function describeLoad(before: LoadAverage, after: LoadAverage, cores: number) {
  const busy = before.one_min > cores;
  return {
    load_average: { before, after, cores },
    busy_at_start: busy,
    ...(busy
      ? {
          busy_warning: `started on a busy machine: 1-minute load ${before.one_min} above its ${cores} cores, so timings read slower than on a quiet machine; judge no guard on this run`,
        }
      : {}),
  };
}
