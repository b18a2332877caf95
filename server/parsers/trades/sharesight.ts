// Sharesight's trade file: [Unique Identifier,]Trade Date,Instrument Code,Market Code,Quantity,Price,
// Transaction Type,Exchange Rate,Brokerage,Brokerage Currency,Comments, the last four with or without
// Sharesight's " (optional)" suffix (headerKey drops it). Only ASX trades in Australian dollars of
// type BUY, SELL or OPENING_BALANCE are read; any other type is an error naming the row. An opening
// balance's acquisition date is its trade date, the only date the file gives.
import { quoted } from "../cells";
import type { TableRecord } from "../types";
import { TradeCollector, referenceOf } from "./collector";
import { findMonthFirstProof, readFileDate } from "./dates";
import { readBrokerage, readUnitPrice, readUnits } from "./decimals";
import { type ColumnIndex, cellOf, dataRecords, defineFormat, readCode, readNote } from "./file-table";
import type { TradeType } from "./types";

type Field =
  | "uniqueIdentifier"
  | "tradeDate"
  | "code"
  | "market"
  | "quantity"
  | "price"
  | "type"
  | "exchangeRate"
  | "brokerage"
  | "brokerageCurrency"
  | "comments";

const COLUMNS = {
  uniqueIdentifier: ["uniqueidentifier"],
  tradeDate: ["tradedate"],
  code: ["instrumentcode"],
  market: ["marketcode"],
  quantity: ["quantity"],
  price: ["price"],
  type: ["transactiontype"],
  exchangeRate: ["exchangerate"],
  brokerage: ["brokerage"],
  brokerageCurrency: ["brokeragecurrency"],
  comments: ["comments"],
} as const;

const TYPES: Record<string, TradeType> = { BUY: "BUY", SELL: "SELL", OPENING_BALANCE: "OPENING_BALANCE" };

function readType(text: string, problems: string[]): TradeType | null {
  const type = TYPES[text.toUpperCase().replace(/[\s-]+/g, "_")] ?? null;
  if (text === "") problems.push("No Transaction Type given");
  else if (type === null) problems.push(`Transaction Type ${quoted(text)} is not one this app reads: BUY, SELL or OPENING_BALANCE`);
  return type;
}

/** Foreign trades are out of scope: an exchange rate other than 1 or a currency other than AUD is refused. */
function checkAustralianDollars(rate: string, currency: string, problems: string[]) {
  if (rate !== "" && !/^1(?:\.0*)?$/.test(rate)) {
    problems.push(`Exchange Rate ${quoted(rate)}: only trades in Australian dollars are read (leave it blank or 1)`);
  }
  if (currency !== "" && currency.toUpperCase() !== "AUD") {
    problems.push(`Brokerage Currency ${quoted(currency)}: only brokerage in Australian dollars (AUD) is read`);
  }
}

function readRows(records: readonly TableRecord[], columns: ColumnIndex<Field>) {
  const collector = new TradeCollector("sharesight");
  const rows = dataRecords(records, collector);
  const proof = findMonthFirstProof(rows, [columns.tradeDate]);
  for (const record of rows) {
    const cell = (field: Field) => cellOf(record, columns, field);
    const problems: string[] = [];
    const symbol = readCode(cell("code"), "Instrument Code", problems);
    const market = cell("market");
    if (market.toUpperCase() !== "ASX")
      problems.push(market === "" ? "No Market Code given (it must be ASX)" : `Market Code ${quoted(market)} must be ASX`);
    const tradeDate = readFileDate(cell("tradeDate"), "Trade Date", problems, proof);
    const type = readType(cell("type"), problems);
    const units = readUnits(cell("quantity"), "Quantity", problems);
    const price = readUnitPrice(cell("price"), "Price", problems);
    const brokerage = readBrokerage(cell("brokerage"), "Brokerage", problems);
    checkAustralianDollars(cell("exchangeRate"), cell("brokerageCurrency"), problems);
    const note = readNote(cell("comments"), "Comments", problems);
    if (
      problems.length > 0 ||
      symbol === null ||
      tradeDate === null ||
      type === null ||
      units === null ||
      price === null ||
      brokerage === null
    ) {
      collector.error(record.line, problems, symbol ?? (cell("code") || null));
      continue;
    }
    collector.add(
      {
        line: record.line,
        symbol,
        type,
        tradeDate,
        units,
        price,
        brokerage,
        ...(type === "OPENING_BALANCE" ? { acquiredOn: tradeDate } : {}),
        ...(note === null ? {} : { note }),
      },
      referenceOf("sharesight", "Unique Identifier", cell("uniqueIdentifier")),
    );
  }
  return collector.result();
}

export const sharesight = defineFormat<Field>({
  id: "sharesight",
  name: "Sharesight trade file",
  columns: COLUMNS,
  required: ["tradeDate", "code", "market", "quantity", "price", "type"],
  read: readRows,
});
