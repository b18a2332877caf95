import { describe, expect, it } from "vitest";
import { describeLoad, formatLoad, loadAverage } from "./machine-load";
import { parseOptions } from "./options";

describe("the bench's load average", () => {
  it("rounds the three averages to hundredths", () => {
    expect(loadAverage([0.4234, 1.5, 2.999])).toEqual({ one_min: 0.42, five_min: 1.5, fifteen_min: 3 });
    expect(formatLoad(loadAverage([0.4234, 1.5, 2.999]))).toBe("0.42 1.5 3");
  });

  it("says a run started busy only when the 1-minute load is above the core count", () => {
    const quiet = describeLoad(loadAverage([2, 3, 3]), loadAverage([1, 1, 1]), 2);
    expect(quiet.busy_at_start).toBe(false);
    expect(quiet).not.toHaveProperty("busy_warning");
    expect(quiet.load_average).toEqual({ before: loadAverage([2, 3, 3]), after: loadAverage([1, 1, 1]), cores: 2 });
    const busy = describeLoad(loadAverage([3.1, 1, 1]), loadAverage([2, 2, 2]), 2);
    expect(busy.busy_at_start).toBe(true);
    expect(busy.busy_warning).toMatch(/^started on a busy machine: 1-minute load 3.1 above its 2 cores/);
  });
});

describe("the full bench's Lighthouse runs", () => {
  it("are five per preset (Lighthouse's advice for variance: the median of five); --quick skips them", () => {
    expect(parseOptions([], "out.json", "quick.json").lighthouseRuns).toBe(5);
    expect(parseOptions(["--quick"], "out.json", "quick.json").lighthouseRuns).toBe(0);
  });
});
