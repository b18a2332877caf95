// A Morningstar paste import of N rows: its time, the SQL statements it issues, and what it does to
// /api/health's p99 while it runs.
import { setTimeout as sleep } from "node:timers/promises";
import { countStatements } from "../../server/test/support/statement-counter";
import { signedInClient } from "./bench-server";
import type { BenchUser } from "./dataset";
import { startHealthProbe, wallClock } from "./health-probe";
import { median, percentile, timed } from "./stats";

const IMPORT_PATH = "/api/import/morningstar";

/**
 * `rows` lines of "Code,Last,Fair Value,Uncertainty,Moat,Health" (the spec's positional paste):
 * the user's own stocks first, then made-up codes not in the ASX list, so the import both updates
 * existing stocks and creates new ones. `round` shifts every price so each import brings new data.
 */
export function morningstarPaste(owned: readonly string[], listed: ReadonlySet<string>, rows: number, round: number): string {
  const symbols = owned.slice(0, rows);
  for (let n = 0; symbols.length < rows; n++) {
    const code = `X${n.toString(36).toUpperCase().padStart(3, "0")}`;
    if (!listed.has(code)) symbols.push(code);
  }
  return symbols
    .map((symbol, i) => {
      const price = 1 + ((i * 37) % 500) / 10 + round / 100;
      return `${symbol},${price.toFixed(2)},${(price * 1.1).toFixed(2)},Medium,Narrow,Moderate`;
    })
    .join("\n");
}

export interface ImportFigures {
  rows: number;
  importMs: number;
  statements: number;
  /** The same import with one row: the constant part of the statement count. */
  statementsOneRow: number;
  healthIdleP99Ms: number;
  healthDuringImportP99Ms: number;
  healthSamples: { idle: number; duringImport: number };
}

export async function measureImport(
  baseUrl: string,
  user: BenchUser,
  listed: ReadonlySet<string>,
  options: { rows: number; runs: number; idleMs: number },
): Promise<ImportFigures> {
  const client = await signedInClient(baseUrl, user);
  let round = 0;
  const importRows = (rows: number) => client.post(IMPORT_PATH, { text: morningstarPaste(user.symbols, listed, rows, ++round) });

  // One untimed import first: the figures are about a running server, not the first call's JIT
  // compilation of the parser (which alone blocks the event loop for ~100 ms).
  await importRows(options.rows);

  // Idle: the prober alone against the running app.
  const idleProbe = await startHealthProbe(baseUrl);
  await sleep(options.idleMs);
  const idle = await idleProbe.stop();

  // During the import: only probes that started while an import was in flight count.
  const windows: [number, number][] = [];
  const durations: number[] = [];
  const busyProbe = await startHealthProbe(baseUrl);
  for (let i = 0; i < options.runs; i++) {
    const start = wallClock();
    durations.push((await timed(() => importRows(options.rows))).ms);
    windows.push([start, wallClock()]);
    await sleep(50);
  }
  const busy = (await busyProbe.stop()).filter((sample) => windows.some(([from, to]) => sample.at >= from && sample.at <= to));

  // Statements, counted with no prober running (its health checks would be counted too). By now
  // every stock exists, so this is the heavier path: price updates as well as new fair values.
  const many = await countStatements(() => importRows(options.rows));
  const one = await countStatements(() => importRows(1));

  return {
    rows: options.rows,
    importMs: median(durations),
    statements: many.statements,
    statementsOneRow: one.statements,
    healthIdleP99Ms: percentile(
      idle.map((s) => s.ms),
      99,
    ),
    healthDuringImportP99Ms: percentile(
      busy.map((s) => s.ms),
      99,
    ),
    healthSamples: { idle: idle.length, duringImport: busy.length },
  };
}
