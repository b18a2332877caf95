// The holdings ledger (issues 30 and 31): pure functions, exact decimals, no I/O. The rules are in
// docs/domain.md ("Holdings", "Dividends and franking") and docs/decisions/025-holdings-ledger.md.
// Not tax advice: every figure is for an Australian-resident individual's records, to be checked.
//
// Conventions: every amount, unit count and price is a decimal string in and out (never a JS number);
// dates are "YYYY-MM-DD"; "today" is a parameter. Outputs are exact (a division inside the replay is
// kept to 24 decimals), so they can carry many decimals; `present*` and `toCents` round to cents (half
// away from zero) for screens and report lines only. Bad numbers throw: validate with the contracts first.
//
// Corporate actions (issue 46, decision 035): events of the same replay (events.ts: the within-day
// order, `LedgerAction`, whose transform maps the parcels open just before it, with their lineage,
// to the parcels after it, the parcels it opens elsewhere and its CGT lines). Import them from
// ./events and ./types directly.
//
// How the server uses it:
// - Read: `replayLedger({ trades, drp, method, allocations }, asOf?)` → `{ parcels, disposals,
//   refusals }`; `drp` comes from `drpAcquisitionOf(dividend)` for each dividend. Each stock's
//   end-of-day units and cost base: `replayPositionSteps(ledger, asOf?)` (`positionAtEndOf`).
//   `holdingFigures(replay, prices)` → per-stock rows + totals (`presentHolding`, `presentHoldingTotals`;
//   `totalReturnOf(rows)` adds up the rows' total returns).
//   `capitalGainsForYear(replay.disposals, fy)` / `capitalGainsByFinancialYear(disposals)` → lines +
//   totals (`presentDisposalLine`, `presentCgtTotals`). `valueHistory(ledger, {start, end}, closes)`
//   (closes keyed by stock id, each sorted by date) → one `{ date, marketValue, costBase }` per trading day;
//   the server's form is `valueHistoryOfPositions(replayPositions(ledger, end), range, columns)`.
// - Write: replay the user's ledger with the proposed change; if `refusals[0]` exists, answer 4xx with
//   `changeRefusalMessage(refusals[0], symbol, "add" | "edit" | "delete", changedTradeId)` (or
//   `refusalMessage` for a sale refused on its own) and write nothing.
// - Dividends: default units `dividendUnits(replay.positions, dividend)` (one replay, actions included); `dividendFigures(d)`
//   → figures or a refusal (a DRP costing more than the cash); `incomeByFinancialYear`,
//   `incomeLast12Months(dividends, today)` (`presentIncomeTotals`); `estimateNextExDates(exDates, today)`.
export type {
  ActionIncome,
  DisposalLine,
  DrpAcquisition,
  LedgerInput,
  LedgerTrade,
  MatchingMethod,
  OverriddenDividend,
  Parcel,
  PositionStep,
  SaleAllocation,
  TradeType,
} from "./types";
export {
  hasEventsAfter,
  openParcelsBefore,
  replayLedger,
  replayPositions,
  replayPositionsAndActions,
  replayPositionSteps,
  replayRefusals,
  type ReplayResult,
} from "./replay";
export type { ActionRecord } from "./replay-state";
export { dividendUnits, positionAtEndOf, unitsHeldAtEndOf } from "./positions";
export {
  brokenEventPhrase,
  changeRefusalMessage,
  formatUnits,
  refusalMessage,
  refusedTradeId,
  type Refusal,
  type TradeChange,
} from "./refusals";
export { addDays, addYears, discountEligibleFrom, financialYearOf, financialYearRange, formatLedgerDate } from "./dates";
export { fixed, toCents } from "./decimal";
export { fromScaled, toScaled } from "./scaled";
export {
  capitalGainsByFinancialYear,
  capitalGainsForYear,
  presentCgtTotals,
  presentDisposalLine,
  withGainAsShown,
  type CgtOptions,
  type CgtSteps,
  type CgtTotals,
  type CgtYear,
} from "./cgt";
export {
  holdingFigures,
  presentHolding,
  presentHoldingTotals,
  totalReturnOf,
  type HoldingFigures,
  type HoldingPrices,
  type HoldingTotals,
} from "./holdings";
export { portfolioFigures } from "./portfolio-figures";
export { closesInOrder, storedCloses, type StockCloses } from "./stock-closes";
export { valueHistory, valueHistoryOfPositions, type DailyClose, type ValuePoint } from "./value-history";
export {
  dividendCash,
  dividendFigures,
  dividendIncomeDate,
  drpAcquisitionOf,
  incomeByFinancialYear,
  incomeLast12Months,
  presentIncomeTotals,
  type DividendFigures,
  type DividendRecord,
  type DividendRefusal,
  type IncomeTotals,
} from "./dividends";
export { estimateNextExDates, type EstimatedExDate } from "./ex-dates";
export { CGT_DISCOUNT_LABELS, TAX_ENTITY_LABELS, type TaxEntity } from "./tax-entity";
export { trustGainLines } from "./trust-gains";
export { linesBehindYear, provisionalActionsOf } from "./provisional-marks";
