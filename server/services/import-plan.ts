// What one import will write, worked out before any SQL runs: the stocks it names, the prices it
// gives and the fair values it adds. Pure, so each source's mapping is unit-tested without a database.
import type { SkippedRow } from "@shared/contracts/imports";
import type { MonthKey } from "@shared/domain/months";
import type { SourceKey } from "@shared/domain/sources";
import type { NameOrigin } from "@shared/schema";
import type { ListedCompany } from "./import-asx-list";

/** Where an import's name for a stock comes from; never 'user'. */
export type ImportNameOrigin = Exclude<NameOrigin, "user">;

export interface PlannedStock {
  symbol: string;
  /**
   * Name for a new stock: the data's, else the ASX list's, else the symbol. An existing stock takes
   * it only in place of a placeholder of lower rank (storage/import-stocks.ts).
   */
  name: string;
  nameOrigin: ImportNameOrigin;
  /** Sector for a new stock (the ASX list first, then the data's own column). */
  sector: string | null;
  /** A price the data gives: it updates lastPrice and lastPriceUpdatedAt. */
  lastPrice: number | null;
  /**
   * lastPrice for a new stock the data gives no price for: its fair value, with lastPriceUpdatedAt
   * left null so the table shows the price as unknown until the next refresh (decision 006).
   */
  placeholderPrice: number;
}

export interface PlannedFairValue {
  symbol: string;
  source: SourceKey;
  asOfMonth: MonthKey;
  fairValue: number;
  meta: Record<string, unknown> | null;
}

export interface ImportPlan {
  stocks: PlannedStock[];
  fairValues: PlannedFairValue[];
  /** Input rows that were turned into writes. */
  rowsImported: number;
  /** Input rows that were not, with the reason (parser errors and rows with nothing to store). */
  skipped: SkippedRow[];
  /** Input rows that were, but not whole (the parser's warnings). */
  warnings: SkippedRow[];
}

export interface PlanContext {
  /** The current Sydney month: the month pastes and undated workbook values are filed under. */
  currentMonth: MonthKey;
  /** ASX code → name and GICS industry group, from the ASX list (server/data/asx-listed-companies.csv). */
  listed: ReadonlyMap<string, ListedCompany>;
}

/** What one input row contributes; `fairValues` lack the symbol, which the row gives once. */
export interface RowContribution {
  symbol: string;
  name: string | null;
  sector?: string | null;
  lastPrice: number | null;
  fairValues: Omit<PlannedFairValue, "symbol">[];
}

/**
 * Collects rows into a plan. A symbol met twice (Bell Potter's own and Consensus rows) is one stock:
 * the first name the data gives and the first price given win, since a parser has already refused
 * conflicting duplicates of the same row.
 */
export class PlanBuilder {
  private readonly stocks = new Map<string, PlannedStock>();
  private readonly fairValues: PlannedFairValue[] = [];
  private readonly skipped: SkippedRow[];
  private readonly warnings: SkippedRow[];
  private rowsImported = 0;

  /** `parsed` is the parser's result: its errors are skipped rows, its warnings stay warnings. */
  constructor(
    private readonly context: PlanContext,
    parsed: { errors: readonly SkippedRow[]; warnings?: readonly SkippedRow[] },
  ) {
    this.skipped = parsed.errors.map(({ line, reason }) => ({ line, reason }));
    this.warnings = (parsed.warnings ?? []).map(({ line, reason }) => ({ line, reason }));
  }

  add(row: RowContribution): void {
    const placeholder = row.lastPrice ?? row.fairValues[0]?.fairValue;
    if (placeholder === undefined) {
      // Nothing to store and no honest price for a new stock. The parsers refuse such rows by
      // their own line; this guard keeps a future parser's row from writing nothing, and as
      // parser rows do not carry their line it reports line 0 with the code in the reason.
      this.skipped.push({ line: 0, reason: `${row.symbol} has no last price and no fair value, so nothing was imported` });
      return;
    }
    this.rowsImported += 1;
    const known = this.stocks.get(row.symbol);
    const listed = this.context.listed.get(row.symbol);
    if (known) {
      if (known.lastPrice === null && row.lastPrice !== null) known.lastPrice = row.lastPrice;
      if (known.nameOrigin !== "data" && row.name) Object.assign(known, { name: row.name, nameOrigin: "data" });
    } else {
      this.stocks.set(row.symbol, {
        symbol: row.symbol,
        ...(row.name
          ? { name: row.name, nameOrigin: "data" }
          : listed
            ? { name: listed.name, nameOrigin: "asx-list" }
            : { name: row.symbol, nameOrigin: "symbol" }),
        sector: listed?.sector ?? row.sector ?? null,
        lastPrice: row.lastPrice,
        placeholderPrice: placeholder,
      });
    }
    for (const value of row.fairValues) this.fairValues.push({ symbol: row.symbol, ...value });
  }

  build(): ImportPlan {
    return {
      stocks: [...this.stocks.values()],
      fairValues: this.fairValues,
      rowsImported: this.rowsImported,
      skipped: [...this.skipped].sort((a, b) => a.line - b.line),
      warnings: this.warnings,
    };
  }
}
