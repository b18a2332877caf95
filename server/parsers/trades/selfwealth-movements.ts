// SelfWealth "Movements" CSV: Trade Date,Settlement Date,Action,Reference,Code,Name,Units,
// Average Price,Consideration,Brokerage,Total, dates written "2024-02-13 00:00:00". Buy and Sell rows
// are trades keyed by their Reference. An "In" row is a transfer in with no price, so it cannot become
// a parcel with a cost base: it is an error telling the user to add an opening balance; an "Out" row
// (units moved to another broker, still the user's) is skipped (docs/decisions/028-trade-and-dividend-files.md).
import { clip, quoted } from "../cells";
import type { TableRecord } from "../types";
import { TradeCollector, referenceOf } from "./collector";
import { findMonthFirstProof, readFileDate } from "./dates";
import { readBrokerage, readUnitPrice, readUnits } from "./decimals";
import { type ColumnIndex, cellOf, dataRecords, defineFormat, readCode } from "./file-table";
import type { TradeType } from "./types";

type Field = "tradeDate" | "settlementDate" | "action" | "reference" | "code" | "units" | "price" | "brokerage";

const COLUMNS = {
  tradeDate: ["tradedate"],
  settlementDate: ["settlementdate"],
  action: ["action"],
  reference: ["reference"],
  code: ["code"],
  units: ["units"],
  price: ["averageprice"],
  brokerage: ["brokerage"],
} as const;

const ACTIONS: Record<string, TradeType> = { buy: "BUY", sell: "SELL" };

function readRows(records: readonly TableRecord[], columns: ColumnIndex<Field>) {
  const collector = new TradeCollector("selfwealth-movements");
  const rows = dataRecords(records, collector);
  const proof = findMonthFirstProof(rows, [columns.tradeDate, columns.settlementDate]);
  for (const record of rows) {
    const action = cellOf(record, columns, "action");
    const problems: string[] = [];
    const symbol = readCode(cellOf(record, columns, "code"), "Code", problems);
    const who = symbol ?? (cellOf(record, columns, "code") || null);
    if (action.toLowerCase() === "out") {
      collector.skip(record.line, `${who ?? "Out"}: 'Out' is a transfer to another broker, not a sale; the units stay yours`);
      continue;
    }
    if (action.toLowerCase() === "in") {
      const units = cellOf(record, columns, "units");
      collector.error(
        record.line,
        `'In' is a transfer in, which has no price: if these ${units === "" ? "units" : `${clip(units, 20)} units`} are not in your trades yet, ` +
          "add them as an opening balance with their cost base",
        who,
      );
      continue;
    }
    const type = ACTIONS[action.toLowerCase()] ?? null;
    if (type === null) problems.push(action === "" ? "No Action given" : `Action ${quoted(action)} is not Buy, Sell, In or Out`);
    const tradeDate = readFileDate(cellOf(record, columns, "tradeDate"), "Trade Date", problems, proof);
    const units = readUnits(cellOf(record, columns, "units"), "Units", problems);
    const price = readUnitPrice(cellOf(record, columns, "price"), "Average Price", problems);
    const brokerage = readBrokerage(cellOf(record, columns, "brokerage"), "Brokerage", problems);
    if (
      problems.length > 0 ||
      symbol === null ||
      tradeDate === null ||
      type === null ||
      units === null ||
      price === null ||
      brokerage === null
    ) {
      collector.error(record.line, problems, who);
      continue;
    }
    const reference = referenceOf("selfwealth", "Reference", cellOf(record, columns, "reference"));
    collector.add({ line: record.line, symbol, type, tradeDate, units, price, brokerage }, reference);
  }
  return collector.result();
}

export const selfwealthMovements = defineFormat<Field>({
  id: "selfwealth-movements",
  name: "SelfWealth Movements",
  columns: COLUMNS,
  required: ["tradeDate", "action", "code", "units", "price", "brokerage"],
  read: readRows,
});
