// What an undo's confirmation lists (issue 44 item 2, docs/decisions/037-undo-removes-its-own-rows.md),
// from GET /api/import/batches/:id: each kind of row it removes with its count, the stocks it removes
// by symbol, the stocks it keeps and why, the prices it puts back.
import type { ImportBatchDetail } from "@shared/contracts/imports";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-AU")} ${count === 1 ? one : many}`;

/** At most this many symbols are named in one line; the rest are counted. */
const NAMED_SYMBOLS = 12;

function symbolList(symbols: readonly string[]): string {
  const named = symbols.slice(0, NAMED_SYMBOLS).join(", ");
  const more = symbols.length - NAMED_SYMBOLS;
  return more > 0 ? `${named} and ${more} more` : named;
}

export interface UndoImportLines {
  /** "6 trades", "3 stocks it added: CSL, DEM, NAB" … */
  removes: string[];
  /** "BHP stays: it has dividends". */
  keeps: string[];
  /** "2 stocks get back the price this import replaced", or null. */
  restores: string | null;
}

export function undoImportLines({ holds, undo }: ImportBatchDetail): UndoImportLines {
  const counted: [number, string, string][] = [
    [holds.fairValues, "fair value", "fair values"],
    [holds.shareholders, "shareholder row", "shareholder rows"],
    [holds.journalEntries, "journal entry", "journal entries"],
    [holds.allocations, "allocation", "allocations"],
    [holds.trades, "trade", "trades"],
    [holds.dividends, "dividend", "dividends"],
    [holds.taxStatements, "tax statement", "tax statements"],
    [holds.corporateActions, "corporate action", "corporate actions"],
  ];
  const removes = counted.filter(([count]) => count > 0).map(([count, one, many]) => plural(count, one, many));
  if (holds.alertSettings) removes.push("the alert settings it brought");
  if (holds.parcelMethod) removes.push("the parcel method, tax entity and loss brought in it brought");
  if (undo.removesStocks.length > 0)
    removes.push(`${plural(undo.removesStocks.length, "stock", "stocks")} it added: ${symbolList(undo.removesStocks)}`);
  return {
    removes,
    keeps: undo.keepsStocks.map((stock) => `${stock.symbol} stays: ${stock.reason}`),
    restores:
      undo.restoresPrices > 0 ? `${plural(undo.restoresPrices, "stock gets", "stocks get")} back the price this import replaced` : null,
  };
}
