// CommSec "Confirmations" CSV (Manage Orders → Confirmations → Download CSV): Confirmation Number,
// Order Number,Trade Date,Buy/ Sell,Security,Units,Average Price ($),Brokerage (inc GST.),
// Net Proceeds ($),Settlement Date,Confirmation Status. Note the space in "Buy/ Sell" and the full
// stop in "GST." (headerKey drops the space). The confirmation number is the trade's key.
import { quoted } from "../cells";
import type { TableRecord } from "../types";
import { TradeCollector, referenceOf } from "./collector";
import { findMonthFirstProof, readFileDate } from "./dates";
import { readBrokerage, readUnitPrice, readUnits } from "./decimals";
import { type ColumnIndex, cellOf, dataRecords, defineFormat, readCode } from "./file-table";
import type { TradeType } from "./types";

type Field = "confirmation" | "tradeDate" | "side" | "security" | "units" | "price" | "brokerage" | "settlementDate" | "status";

const COLUMNS = {
  confirmation: ["confirmationnumber"],
  tradeDate: ["tradedate"],
  side: ["buy/sell"],
  security: ["security"],
  units: ["units"],
  price: ["averageprice($)", "averageprice"],
  brokerage: ["brokerage(incgst.)", "brokerage(incgst)", "brokerage"],
  settlementDate: ["settlementdate"],
  status: ["confirmationstatus"],
} as const;

const SIDES: Record<string, TradeType> = { b: "BUY", buy: "BUY", s: "SELL", sell: "SELL" };

function readRows(records: readonly TableRecord[], columns: ColumnIndex<Field>) {
  const collector = new TradeCollector("commsec-confirmations");
  const rows = dataRecords(records, collector);
  // Settlement dates are not stored, but one written month first proves the trade dates are too.
  const proof = findMonthFirstProof(rows, [columns.tradeDate, columns.settlementDate]);
  for (const record of rows) {
    const status = cellOf(record, columns, "status");
    if (/cancel/i.test(status)) {
      collector.skip(record.line, `Confirmation Status ${quoted(status)}: a cancelled trade is not imported`);
      continue;
    }
    const problems: string[] = [];
    const symbol = readCode(cellOf(record, columns, "security"), "Security", problems);
    const tradeDate = readFileDate(cellOf(record, columns, "tradeDate"), "Trade Date", problems, proof);
    const sideText = cellOf(record, columns, "side");
    const type = SIDES[sideText.toLowerCase()] ?? null;
    if (type === null) problems.push(sideText === "" ? "No Buy/ Sell given" : `Buy/ Sell ${quoted(sideText)} is not B, S, Buy or Sell`);
    const units = readUnits(cellOf(record, columns, "units"), "Units", problems);
    const price = readUnitPrice(cellOf(record, columns, "price"), "Average Price ($)", problems);
    const brokerage = readBrokerage(cellOf(record, columns, "brokerage"), "Brokerage (inc GST.)", problems);
    if (
      problems.length > 0 ||
      symbol === null ||
      tradeDate === null ||
      type === null ||
      units === null ||
      price === null ||
      brokerage === null
    ) {
      collector.error(record.line, problems, symbol);
      continue;
    }
    const reference = referenceOf("commsec", "Confirmation Number", cellOf(record, columns, "confirmation"));
    collector.add({ line: record.line, symbol, type, tradeDate, units, price, brokerage }, reference);
  }
  return collector.result();
}

export const commsecConfirmations = defineFormat<Field>({
  id: "commsec-confirmations",
  name: "CommSec Confirmations",
  columns: COLUMNS,
  required: ["confirmation", "tradeDate", "side", "security", "units", "price", "brokerage"],
  read: readRows,
});
