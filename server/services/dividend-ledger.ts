// What every dividend use case shares: a stored dividend as its answer (figures to cents), and the
// units a dividend is paid on — the ones the user gave, else those held at the end of the day before
// its ex-date, derived on every read from one replay of the ledger as it stands, its corporate
// actions included (shared/domain/ledger/positions.ts `dividendUnits`, decisions 034 and 077).
import { dividendStatusOf, neverHeldMessage, noTradesMessage, type DividendFields, type DividendView } from "@shared/contracts/dividends";
import { addDays, dividendFigures, dividendUnits, replayPositions, toCents, type ReplayResult } from "@shared/domain/ledger";
import type { DividendRecordRow, NewDividendRow } from "../storage/dividends";
import { ledgerInput, ledgerRefused, toDividendRecord, type UserLedger } from "./ledger";

/** A stored dividend with the units it is paid on. */
export type HeldDividendRow = DividendRecordRow & { units: string };

/** Each dividend with its units, from one replay of the user's ledger (its `positions`). */
export function withUnits(rows: readonly DividendRecordRow[], positions: ReplayResult["positions"]): HeldDividendRow[] {
  return rows.map((row) => ({ ...row, units: dividendUnits(positions, row) }));
}

/** A dividend on no units (every trade of its stock deleted): not income, not a line of the income report. */
export const onUnitsHeld = (row: HeldDividendRow) => row.units !== "0";

export function presentDividend(row: HeldDividendRow): DividendView {
  const outcome = dividendFigures(toDividendRecord(row));
  const figures = outcome.figures;
  const known = row.frankingPercent !== null;
  return {
    id: row.id,
    stockId: row.stockId,
    symbol: row.symbol,
    exDate: row.exDate,
    payDate: row.payDate,
    amountPerShare: row.amountPerShare,
    frankingPercent: row.frankingPercent,
    companyTaxRate: row.companyTaxRate,
    units: row.units,
    unitsOverridden: row.unitsOverridden,
    drpUnits: row.drpUnits,
    drpPrice: row.drpPrice,
    status: row.status,
    source: row.source,
    batchId: row.batchId,
    note: row.note,
    createdAt: row.createdAt,
    cash: figures ? toCents(figures.cash) : "0.00",
    frankingCredit: figures && known ? toCents(figures.frankingCredit) : null,
    grossedUp: figures && known ? toCents(figures.grossedUp) : null,
    drpResidual: figures?.drpResidual ? toCents(figures.drpResidual) : null,
  };
}

/** Whether a corporate action names the stock: as its head, or as the company it made, paid or took over into. */
function touchedByAction(ledger: UserLedger, stockId: string): boolean {
  return (ledger.actions ?? []).some((action) => action.stockId === stockId || action.otherStockId === stockId);
}

/** A stock a dividend can be recorded on: one the user has trades of, or one a corporate action names. */
export function dividendStockKnown(ledger: UserLedger, stockId: string): boolean {
  return ledger.trades.some((trade) => trade.stockId === stockId) || touchedByAction(ledger, stockId);
}

/**
 * The units held at the end of the day before an ex-date, for any number of dividends, from one replay
 * of `ledger` (its trades, reinvestments and corporate actions, in the user's matching, so a
 * consolidation agrees with Holdings): made on the first question, and again only when a question
 * reaches past a change the caller reported (`changedFrom`). A file of 4,000 dividends replays once,
 * not once per line (decision 077).
 */
export interface HeldUnits {
  /** Units held at the end of the day before `exDate` ("0" when none are). */
  before(stockId: string, exDate: string): string;
  /** The replay's positions (what `withUnits` reads). */
  positions(): ReplayResult["positions"];
  /**
   * The ledger changed from `date` on (a reinvestment on that date added or taken out): a question about
   * a later day replays it again; an earlier day's units cannot have moved (the replay runs in date order).
   */
  changedFrom(date: string): void;
}

export function heldUnits(ledger: UserLedger): HeldUnits {
  let replayed: ReplayResult["positions"] | null = null;
  let staleFrom: string | null = null;
  // Units do not depend on cost bases, so the funds' statements (cost base amounts only) are left out.
  const replay = () => replayPositions(ledgerInput({ ...ledger, statements: [] }));
  /** The replay as it stands for a question about `day` (null: every day). */
  const positions = (day: string | null) => {
    if (staleFrom !== null && (day === null || day >= staleFrom)) {
      replayed = null;
      staleFrom = null;
    }
    return (replayed ??= replay());
  };
  return {
    before: (stockId, exDate) => dividendUnits(positions(addDays(exDate, -1)), { stockId, exDate, units: null }),
    positions: () => positions(null),
    changedFrom(date) {
      if (replayed !== null && (staleFrom === null || date < staleFrom)) staleFrom = date;
    },
  };
}

/**
 * The units of a dividend written by hand or imported: the ones given (overridden), else those held
 * before the ex-date (`held`, read from `ledger`'s replay). Refused (422) for a stock the user has no
 * trades of and no corporate action names, and for one held none of before the ex-date with no units
 * given: a dividend on a stock never held.
 */
export function resolveUnits(
  ledger: UserLedger,
  held: HeldUnits,
  stock: { id: string; symbol: string },
  fields: Pick<DividendFields, "exDate" | "units">,
): { units: string; unitsOverridden: boolean } {
  if (!dividendStockKnown(ledger, stock.id)) throw ledgerRefused(noTradesMessage(stock.symbol));
  if (fields.units !== null) return { units: fields.units, unitsOverridden: true };
  const units = held.before(stock.id, fields.exDate);
  if (units === "0") throw ledgerRefused(neverHeldMessage(stock.symbol, addDays(fields.exDate, -1)));
  return { units, unitsOverridden: false };
}

/** Refuses (422) a reinvestment the dividend's cash cannot pay for; the row otherwise. */
export function refuseBadFigures<T extends Omit<NewDividendRow, "userId" | "source" | "batchId">>(row: T): T {
  const outcome = dividendFigures({
    id: "",
    stockId: row.stockId,
    exDate: row.exDate,
    payDate: row.payDate,
    amountPerShare: row.amountPerShare,
    units: row.units,
    frankingPercent: row.frankingPercent ?? "0",
    companyTaxRate: row.companyTaxRate,
    drpUnits: row.drpUnits,
    drpPrice: row.drpPrice,
    status: row.status,
  });
  if (outcome.refusal) throw ledgerRefused(outcome.refusal.message);
  return row;
}

/** The stored form of checked fields: status follows from franking and pay date. */
export function storedFields(
  stockId: string,
  fields: DividendFields,
  units: { units: string; unitsOverridden: boolean },
): Omit<NewDividendRow, "userId" | "source" | "batchId"> {
  return {
    stockId,
    exDate: fields.exDate,
    payDate: fields.payDate,
    amountPerShare: fields.amountPerShare,
    frankingPercent: fields.frankingPercent,
    companyTaxRate: fields.companyTaxRate,
    units: units.units,
    unitsOverridden: units.unitsOverridden,
    drpUnits: fields.drpUnits,
    drpPrice: fields.drpPrice,
    status: dividendStatusOf(fields),
    note: fields.note,
  };
}
