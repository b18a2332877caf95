// A quick timing of the holdings ledger's value history at a large portfolio's size (decision 025):
// 200 symbols × 1,250 trading days (≈ 5 years, 250,000 closes), 10,000 trades (buys, sales, a split
// per ten stocks) and reinvested dividends. Not a test and not part of `npm run bench`: run it by hand,
//   npx tsx scripts/ledger-value-history-timing.ts
// and it prints the median and range of the timed runs as JSON. `referenceSort` times sorting a
// million numbers the same way (about 200 ms of CPU on an idle laptop core): on a busy machine,
// compare the figures with it rather than with the 200 ms target directly.
import { replayLedger, valueHistory, type DailyClose, type DrpAcquisition, type LedgerTrade } from "../shared/domain/ledger";

const STOCKS = 200;
const DAYS = 1_250;
const TRADES_PER_STOCK = 50;
const WARM_UP_RUNS = 3;
const TIMED_RUNS = 15;

/** A small deterministic generator (mulberry32), so every run times the same portfolio. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weekdays(count: number): string[] {
  const days: string[] = [];
  for (let time = Date.UTC(2020, 0, 6); days.length < count; time += 86_400_000) {
    const day = new Date(time);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

function portfolio() {
  const next = random(2025);
  const days = weekdays(DAYS);
  const closesByStock = new Map<string, DailyClose[]>();
  const trades: LedgerTrade[] = [];
  const drp: DrpAcquisition[] = [];
  for (let stock = 0; stock < STOCKS; stock += 1) {
    const stockId = `stock-${stock}`;
    let close = 5 + next() * 95;
    // Closes as PostgreSQL's double precision prints them: mostly cents, now and then float noise.
    closesByStock.set(
      stockId,
      days.map((date) => {
        close = Math.max(0.05, close * (1 + (next() - 0.5) * 0.04));
        return { date, close: next() < 0.1 ? String(close) : close.toFixed(2) };
      }),
    );
    let held = 0;
    for (let index = 0; index < TRADES_PER_STOCK; index += 1) {
      const day = Math.floor((index / TRADES_PER_STOCK) * (DAYS - 1));
      const date = days[day];
      const base = {
        stockId,
        tradeDate: date,
        createdAt: `${date}T0${index % 10}:00:00.000Z`,
        ratioFrom: null,
        ratioTo: null,
        acquiredOn: null,
      };
      const id = `${stockId}-t${index}`;
      const price = closesByStock.get(stockId)![day].close;
      if (index === 25 && stock % 10 === 0) {
        trades.push({ ...base, id, type: "SPLIT", units: null, price: null, brokerage: "0", ratioFrom: 1, ratioTo: 2 });
        held *= 2;
      } else if (index % 3 === 2 && held > 10) {
        const units = Math.floor(held / 3);
        trades.push({ ...base, id, type: "SELL", units: String(units), price, brokerage: "19.95" });
        held -= units;
      } else {
        const units = 10 + Math.floor(next() * 500);
        trades.push({ ...base, id, type: "BUY", units: String(units), price, brokerage: "19.95" });
        held += units;
      }
      if (index % 10 === 5) drp.push({ dividendId: `${stockId}-d${index}`, stockId, acquiredOn: date, units: "3", costBase: "30.75" });
    }
  }
  return { trades, drp, closesByStock, range: { start: days[0], end: days[days.length - 1] } };
}

/**
 * Wall-clock and CPU milliseconds of each timed run, each list sorted. The CPU time (this process's
 * user + system time) is what to quote when other work shares the machine: it does not count the
 * time the process waited for a core.
 */
function timed(run: () => unknown): { wall: number[]; cpu: number[] } {
  for (let i = 0; i < WARM_UP_RUNS; i += 1) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    run();
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const sorted = (times: number[]) => times.sort((a, b) => a - b);
  return { wall: sorted(wall), cpu: sorted(cpu) };
}

/** A fixed workload to read the machine's speed by: sorting a million numbers with a comparator. */
function referenceSort(): void {
  const numbers = Array.from({ length: 1_000_000 }, (_, i) => ((i * 2_654_435_761) % 1_000_003) / 7);
  numbers.sort((a, b) => a - b);
}

const { trades, drp, closesByStock, range } = portfolio();
const closes = [...closesByStock.values()].reduce((sum, rows) => sum + rows.length, 0);
const history = timed(() => valueHistory({ trades, drp }, range, closesByStock));
const replay = timed(() => replayLedger({ trades, drp }));
const points = valueHistory({ trades, drp }, range, closesByStock);
const range3 = (times: number[]) => ({
  median: Math.round(times[times.length >> 1]),
  min: Math.round(times[0]),
  max: Math.round(times[times.length - 1]),
});
const figure = ({ wall, cpu }: { wall: number[]; cpu: number[] }) => ({ wallMs: range3(wall), cpuMs: range3(cpu) });
console.log(
  JSON.stringify(
    {
      stocks: STOCKS,
      closes,
      trades: trades.length,
      reinvestments: drp.length,
      points: points.length,
      lastPoint: points[points.length - 1],
      valueHistory: figure(history),
      replayAlone: figure(replay),
      referenceSort: figure(timed(referenceSort)),
    },
    null,
    2,
  ),
);
