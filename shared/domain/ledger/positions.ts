// Units held at the end of a day (docs/domain.md#holdings): a dividend's default units are those held
// at the end of the day before its ex-date, so a purchase on the ex-date does not count and one the
// day before does.
import { addDays } from "./dates";
import { replayPositionSteps, scaledUnitsAtEndOf, type ReplayResult } from "./replay";
import { fromScaled } from "./scaled";
import type { DrpAcquisition, LedgerInput, LedgerTrade, PositionStep } from "./types";

/**
 * The position at the end of `date` from a replay's steps for one stock (sorted by date): the last
 * step on or before it, or nothing held. Lets a caller replay once and ask about many dates.
 */
export function positionAtEndOf(steps: readonly PositionStep[] | undefined, date: string): { units: string; costBase: string } {
  let low = 0;
  let high = steps?.length ?? 0;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (steps![middle].date <= date) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? { units: "0", costBase: "0" } : { units: steps![low - 1].units, costBase: steps![low - 1].costBase };
}

/**
 * Units of `stockId` held at the end of `date`. Units do not depend on the matching method, except
 * that a consolidation rounds each parcel to 6 decimals; pass the user's matching to agree with the
 * holdings screen to the last millionth.
 */
export function unitsHeldAtEndOf(
  trades: readonly LedgerTrade[],
  drp: readonly DrpAcquisition[],
  stockId: string,
  date: string,
  matching: Pick<LedgerInput, "method" | "allocations"> = {},
): string {
  const input = { ...matching, trades: trades.filter((trade) => trade.stockId === stockId), drp: drp.filter((d) => d.stockId === stockId) };
  return positionAtEndOf(replayPositionSteps(input, date).get(stockId), date).units;
}

/**
 * The units a dividend is paid on (issue 44 item 1): the ones the user gave, else those held at the
 * end of the day before its ex-date in a replay of the ledger as it stands ("0" when none are). The
 * one derivation (decision 077): the replay holds the trades, reinvestments and corporate actions, so
 * shares an action made or changed count, and many dividends read one replay.
 */
export function dividendUnits(
  positions: ReplayResult["positions"],
  dividend: { stockId: string; exDate: string; units: string | null },
): string {
  if (dividend.units !== null) return dividend.units;
  return fromScaled(scaledUnitsAtEndOf(positions.get(dividend.stockId), addDays(dividend.exDate, -1)));
}
