// The bounds a holding keeps through every ledger write (docs/domain.md "What the ledger refuses on
// every path", decision 042): at the end of no day may it hold more than MAX_LEDGER_QUANTITY (a split of
// 10^12 units by 1:10^6 would be 10^18, which no trade could sell nor dividend row record), and no
// consolidation may leave less of a holding than the smallest unit the ledger counts (it would close
// the parcels and drop their cost base). Read from the replay's end-of-day positions, no second replay.
import { MAX_LEDGER_QUANTITY, SMALLEST_UNIT, groupedDecimal } from "@shared/contracts/ledger-values";
import { formatLedgerDate, formatUnits, fromScaled, toScaled, type LedgerTrade, type ReplayResult } from "@shared/domain/ledger";

export type HoldingBoundsProblem =
  | { code: "over-limit"; stockId: string; date: string; units: string }
  | { code: "consolidated-away"; stockId: string; date: string; tradeId: string; held: string; left: string };

type Steps = ReplayResult["positions"] extends ReadonlyMap<string, infer S> ? S : never;

const LIMIT = toScaled(String(MAX_LEDGER_QUANTITY));
const SMALLEST = toScaled(SMALLEST_UNIT);

/** Scaled units at the end of the last step before `date`; 0 when none. */
function unitsBefore(steps: Steps | undefined, date: string): bigint {
  let units = 0n;
  for (const step of steps ?? []) {
    if (step.date >= date) break;
    units = step.units;
  }
  return units;
}

/** A consolidation's result before rounding, held × to ÷ from (to the replay's 24 decimals), for the message. */
const consolidated = (held: bigint, trade: LedgerTrade) => fromScaled((held * BigInt(trade.ratioTo!)) / BigInt(trade.ratioFrom!));

/** The first bound the replayed ledger breaks (earliest date), or null. */
export function holdingBoundsProblem(result: ReplayResult, trades: readonly LedgerTrade[]): HoldingBoundsProblem | null {
  let first: HoldingBoundsProblem | null = null;
  const earlier = (date: string) => first === null || date < first.date;
  for (const [stockId, steps] of result.positions) {
    const over = steps.find((step) => step.units > LIMIT);
    if (over && earlier(over.date)) first = { code: "over-limit", stockId, date: over.date, units: fromScaled(over.units) };
  }
  for (const trade of trades) {
    if (trade.type !== "CONSOLIDATION" || !earlier(trade.tradeDate)) continue;
    const held = unitsBefore(result.positions.get(trade.stockId), trade.tradeDate);
    // Rounded half up to the smallest unit (the replay's rule), less than half of one is nothing.
    if (held > 0n && held * BigInt(trade.ratioTo!) * 2n < SMALLEST * BigInt(trade.ratioFrom!))
      first = {
        code: "consolidated-away",
        stockId: trade.stockId,
        date: trade.tradeDate,
        tradeId: trade.id,
        held: fromScaled(held),
        left: consolidated(held, trade),
      };
  }
  return first;
}

/** "<doing> would take the BHP holding to … units on 1 Jun 2024: a holding can have at most …". */
export function holdingBoundsMessage(problem: HoldingBoundsProblem, symbol: string, doing: string): string {
  if (problem.code === "over-limit")
    return (
      `${doing} would take the ${symbol} holding to ${formatUnits(problem.units)} units on ${formatLedgerDate(problem.date)}: ` +
      `a holding can have at most ${groupedDecimal(String(MAX_LEDGER_QUANTITY))} units (the most a trade records)`
    );
  return (
    `${doing} would leave ${problem.left} of the ${formatUnits(problem.held)} ${symbol} held on ${formatLedgerDate(problem.date)}, ` +
    `less than the ${SMALLEST_UNIT} units a holding is counted in: record the cash paid for the fraction as a sale instead`
  );
}
