// CommSec "Transactions" CSV (the cash account's statement): Date,Reference,Details,Debit($),
// Credit($),Balance($). A trade is a Details cell like "B 50 CSL @ 132.00"; the cash moved includes
// the brokerage, so brokerage = |cash − units × price| (6620 − 50 × 132 = 20). Every other row
// (interest, deposits, withdrawals) is skipped by line, never dropped.
// The Reference column is not a key: CommSec reuses one contract reference for a buy and a later sale
// (docs/holdings-scenario.md), and a plan's reference ("DEM SPP") names no single trade.
import { quoted } from "../cells";
import type { TableRecord } from "../types";
import { TradeCollector } from "./collector";
import { findMonthFirstProof, readFileDate } from "./dates";
import { Exact, MAX_DECIMAL_PLACES, MAX_QUANTITY, canonical, readDecimal, readUnitPrice, readUnits } from "./decimals";
import { type ColumnIndex, cellOf, dataRecords, defineFormat, readCode } from "./file-table";

type Field = "date" | "reference" | "details" | "debit" | "credit" | "balance";

const COLUMNS = {
  date: ["date"],
  reference: ["reference"],
  details: ["details"],
  debit: ["debit($)", "debit"],
  credit: ["credit($)", "credit"],
  balance: ["balance($)", "balance"],
} as const;

/** Side, units, code and price: "B 1,000 BHP @ 45.120000". */
const TRADE = /^([BS])\s+([\d,]+(?:\.\d+)?)\s+(\S+)\s+@\s+(\S+)$/i;
/** A line that starts like a trade ("B 50 …") but may not read as one is an error, not a skip. */
const LOOKS_LIKE_TRADE = /^[BS]\s+\d/i;

function readRows(records: readonly TableRecord[], columns: ColumnIndex<Field>) {
  const collector = new TradeCollector("commsec-transactions");
  const rows = dataRecords(records, collector);
  const proof = findMonthFirstProof(rows, [columns.date]);
  for (const record of rows) {
    const details = cellOf(record, columns, "details");
    if (!LOOKS_LIKE_TRADE.test(details)) {
      collector.skip(record.line, details === "" ? "not a trade: no Details" : `not a trade: ${quoted(details)}`);
      continue;
    }
    const trade = TRADE.exec(details);
    if (!trade) {
      collector.error(record.line, `Details ${quoted(details)} is not read as a trade (expected like 'B 50 CSL @ 132.00')`);
      continue;
    }
    const problems: string[] = [];
    const tradeDate = readFileDate(cellOf(record, columns, "date"), "Date", problems, proof);
    const symbol = readCode(trade[3], "Code", problems);
    const units = readUnits(trade[2], "Units", problems);
    const price = readUnitPrice(trade[4], "Price", problems);
    const cashRule = { least: "positive", max: MAX_QUANTITY, blank: "none" } as const;
    const debit = readDecimal(cellOf(record, columns, "debit"), { ...cashRule, label: "Debit($)" }, problems);
    const credit = readDecimal(cellOf(record, columns, "credit"), { ...cashRule, label: "Credit($)" }, problems);
    const cashCells = [cellOf(record, columns, "debit"), cellOf(record, columns, "credit")].filter((cell) => cell.trim() !== "");
    if (cashCells.length === 0) problems.push("no cash amount: a trade has its amount in Debit($) or Credit($)");
    if (cashCells.length === 2) problems.push("both Debit($) and Credit($) hold an amount: a trade has one");
    const cash = debit ?? credit;
    if (problems.length > 0 || tradeDate === null || symbol === null || units === null || price === null || cash === null) {
      collector.error(record.line, problems, symbol ?? trade[3].toUpperCase());
      continue;
    }
    // The cash is rounded to cents by CommSec; a brokerage finer than the file keeps is rounded too.
    const brokerage = new Exact(cash).minus(new Exact(units).times(price)).abs().toDecimalPlaces(MAX_DECIMAL_PLACES);
    const type = trade[1].toUpperCase() === "B" ? "BUY" : "SELL";
    collector.add({ line: record.line, symbol, type, tradeDate, units, price, brokerage: canonical(brokerage) }, null);
  }
  return collector.result();
}

export const commsecTransactions = defineFormat<Field>({
  id: "commsec-transactions",
  name: "CommSec Transactions",
  columns: COLUMNS,
  required: ["date", "details", "debit", "credit"],
  read: readRows,
});
