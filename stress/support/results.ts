// Each stress test records its figures here; scripts/stress.mjs merges them into one JSON summary.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export function recordFigures(test: string, figures: Record<string, unknown>) {
  const dir = process.env.STRESS_RESULTS_DIR;
  if (!dir) return; // run on its own (vitest run --project stress …): the assertions still apply
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${test}.json`), JSON.stringify({ test, ...figures }, null, 2));
}

/** The value below which `p` percent of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
