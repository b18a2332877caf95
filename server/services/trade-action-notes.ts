// The trades CSV's "Corporate actions" column (issue 46): for each trade, the actions of its code that
// touch it — after a buy, an opening balance, a split or a consolidation they change the parcels it
// holds; before a sale they changed what it sold — as "return of capital 2018-11-01" (a provisional
// action says so; the other company of a demerger, an in-specie dividend or a takeover names the
// head's code), in date order. Worked out from the stored actions as the replay reads them.
import { actionDate, CORPORATE_ACTION_LABELS } from "@shared/domain/corporate-actions/actions";
import type { CorporateActionRecord } from "../storage/corporate-actions";
import type { TradeRecord } from "../storage/trades";
import { bodyOfRecord, domainActionOf } from "./corporate-action-ledger";

interface DatedNote {
  date: string;
  text: string;
}

/** The column's text for each trade, or undefined when the account has no corporate actions (no column). */
export function tradeActionNotes(records: readonly CorporateActionRecord[]): ((trade: TradeRecord) => string) | undefined {
  if (records.length === 0) return undefined;
  const byStock = new Map<string, DatedNote[]>();
  const add = (stockId: string, note: DatedNote) => {
    const list = byStock.get(stockId);
    if (list) list.push(note);
    else byStock.set(stockId, [note]);
  };
  for (const record of records) {
    const date = actionDate(domainActionOf(record, bodyOfRecord(record)));
    const label = `${CORPORATE_ACTION_LABELS[record.type]}${record.status === "provisional" ? " (provisional)" : ""}`;
    add(record.stockId, { date, text: `${label} ${date}` });
    if (record.otherStockId !== null) add(record.otherStockId, { date, text: `${label} of ${record.symbol} ${date}` });
  }
  for (const list of byStock.values()) list.sort((a, b) => a.date.localeCompare(b.date));
  return (trade) =>
    (byStock.get(trade.stockId) ?? [])
      .filter((note) => (trade.type === "SELL" ? note.date < trade.tradeDate : note.date >= trade.tradeDate))
      .map((note) => note.text)
      .join("; ");
}
