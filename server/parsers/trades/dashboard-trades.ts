// The app's own trades CSV: what the trades export writes (formatTradesCsv) and the import reads back.
//   Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference
// ISO dates (day-first read too: a spreadsheet in an Australian locale saves them so), exact decimal
// strings, a ratio "from:to" for SPLIT and CONSOLIDATION (units and price then blank), Acquired On for
// OPENING_BALANCE. Reference carries the trade's dedupe key, so exporting and importing back into the
// same account adds nothing. Every cell is protected against spreadsheet formulas; a leading
// apostrophe the writer adds is removed again on reading (docs/decisions/028-trade-and-dividend-files.md).
import { neutraliseCell, quoteCell } from "@shared/domain/csv-cells";
import { cleanText, quoted } from "../cells";
import type { TableRecord } from "../types";
import { TradeCollector, referenceOf } from "./collector";
import { findMonthFirstProof, readFileDate } from "./dates";
import { Exact, canonical, readBrokerage, readUnitPrice, readUnits } from "./decimals";
import { type ColumnIndex, cellOf, dataRecords, defineFormat, readCode, readNote } from "./file-table";
import type { TradeType } from "./types";

type Field = "tradeDate" | "code" | "type" | "units" | "price" | "brokerage" | "ratio" | "acquiredOn" | "note" | "reference";

const COLUMNS = {
  tradeDate: ["tradedate"],
  code: ["code"],
  type: ["type"],
  units: ["units"],
  price: ["price"],
  brokerage: ["brokerage"],
  ratio: ["ratio"],
  acquiredOn: ["acquiredon"],
  note: ["note"],
  reference: ["reference"],
} as const;

export const DASHBOARD_TRADES_HEADER = "Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference";

const TYPES: readonly TradeType[] = ["BUY", "SELL", "OPENING_BALANCE", "SPLIT", "CONSOLIDATION"];
const isRatioType = (type: TradeType) => type === "SPLIT" || type === "CONSOLIDATION";
const MAX_RATIO_TERM = 1_000_000;

/** A stored trade as the export writes it: the ledger's fields, its code and its dedupe key. */
export interface TradeCsvRow {
  symbol: string;
  type: TradeType;
  tradeDate: string;
  units: string | null;
  price: string | null;
  brokerage: string;
  ratioFrom: number | null;
  ratioTo: number | null;
  acquiredOn: string | null;
  note: string | null;
  dedupeKey: string | null;
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/**
 * A cell a spreadsheet will not run as a formula (neutraliseCell's apostrophe); a text that itself
 * opens with an apostrophe gets one more, so reading always removes exactly one.
 */
const protectedCell = (text: string) => quoteCell(text.startsWith("'") ? `'${text}` : neutraliseCell(text));
const decimalCell = (value: string | null) => (value === null ? "" : canonical(new Exact(value)));

/** The export's last column when the account has corporate actions: the actions touching each trade. */
const CORPORATE_ACTIONS_COLUMN = "Corporate actions";

/**
 * The trades as the app's CSV: header, one CRLF-ended line per trade, in the order given. With
 * `actionsOf`, a last column names the corporate actions touching each trade (the import ignores it).
 */
export function formatTradesCsv<T extends TradeCsvRow>(trades: readonly T[], actionsOf?: (trade: T) => string): string {
  const lines = [actionsOf ? `${DASHBOARD_TRADES_HEADER},${CORPORATE_ACTIONS_COLUMN}` : DASHBOARD_TRADES_HEADER];
  for (const trade of trades) {
    const ratio = trade.ratioFrom === null || trade.ratioTo === null ? "" : `${trade.ratioFrom}:${trade.ratioTo}`;
    const brokerage = isRatioType(trade.type) ? "" : decimalCell(trade.brokerage);
    const cells = [
      trade.tradeDate,
      trade.symbol,
      trade.type,
      decimalCell(trade.units),
      decimalCell(trade.price),
      brokerage,
      ratio,
      trade.acquiredOn ?? "",
      trade.note ?? "",
      trade.dedupeKey ?? "",
      ...(actionsOf ? [actionsOf(trade)] : []),
    ];
    lines.push(cells.map(protectedCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** Undoes protectedCell: one leading apostrophe is the writer's, not the user's. */
const unprotected = (text: string) => cleanText(text.startsWith("'") ? text.slice(1) : text);

function readType(text: string, problems: string[]): TradeType | null {
  const type = TYPES.find((known) => known === text.toUpperCase().replace(/[\s-]+/g, "_")) ?? null;
  if (text === "") problems.push("No Type given");
  else if (type === null) problems.push(`Type ${quoted(text)} is not one of ${TYPES.join(", ")}`);
  return type;
}

/** "1:2" → [1, 2]; the direction must match the type (a SPLIT adds units, a CONSOLIDATION removes them). */
function readRatio(text: string, type: TradeType, problems: string[]): [number, number] | null {
  if (text === "") {
    problems.push(`No Ratio given: a ${type} needs one, like ${type === "SPLIT" ? "1:2" : "10:1"}`);
    return null;
  }
  if (/^\d{1,2}:\d{2}:\d{2}$/.test(text)) {
    problems.push(`Ratio ${quoted(text)} is a time: a spreadsheet turned the ratio into one; type it again as from:to, like 1:2`);
    return null;
  }
  const ratio = /^(\d{1,7})\s*:\s*(\d{1,7})$/.exec(text);
  const [from, to] = ratio ? [Number(ratio[1]), Number(ratio[2])] : [0, 0];
  if (!ratio || from < 1 || to < 1 || from > MAX_RATIO_TERM || to > MAX_RATIO_TERM) {
    problems.push(
      `Ratio ${quoted(text)} is not two whole numbers from 1 to ${MAX_RATIO_TERM.toLocaleString("en-AU")} written from:to, like 1:2`,
    );
    return null;
  }
  if (type === "SPLIT" && to <= from)
    problems.push(`Ratio ${quoted(text)}: a SPLIT gives more units (like 1:2); ${from}:${to} is a CONSOLIDATION`);
  if (type === "CONSOLIDATION" && to >= from) {
    problems.push(`Ratio ${quoted(text)}: a CONSOLIDATION gives fewer units (like 10:1); ${from}:${to} is a SPLIT`);
  }
  return [from, to];
}

function mustBeBlank(text: string, label: string, type: TradeType, problems: string[]) {
  if (text !== "") problems.push(`${label} ${quoted(text)} must be blank for a ${type}`);
}

function readRows(records: readonly TableRecord[], columns: ColumnIndex<Field>) {
  const collector = new TradeCollector("dashboard-trades");
  const rows = dataRecords(records, collector);
  const proof = findMonthFirstProof(rows, [columns.tradeDate, columns.acquiredOn]);
  for (const record of rows) {
    const cell = (field: Field) => unprotected(cellOf(record, columns, field));
    const problems: string[] = [];
    const symbol = readCode(cell("code"), "Code", problems);
    const tradeDate = readFileDate(cell("tradeDate"), "Trade Date", problems, proof);
    const type = readType(cell("type"), problems);
    const note = readNote(cell("note"), "Note", problems);
    let units: string | null = null;
    let price: string | null = null;
    let brokerage: string | null = "0";
    let ratio: [number, number] | null = null;
    let acquiredOn: string | null = null;
    if (type !== null && isRatioType(type)) {
      mustBeBlank(cell("units"), "Units", type, problems);
      mustBeBlank(cell("price"), "Price", type, problems);
      if (!/^0*(?:\.0*)?$/.test(cell("brokerage"))) mustBeBlank(cell("brokerage"), "Brokerage", type, problems);
      ratio = readRatio(cell("ratio"), type, problems);
    } else if (type !== null) {
      units = readUnits(cell("units"), "Units", problems);
      price = readUnitPrice(cell("price"), "Price", problems);
      brokerage = readBrokerage(cell("brokerage"), "Brokerage", problems);
      mustBeBlank(cell("ratio"), "Ratio", type, problems);
    }
    if (type === "OPENING_BALANCE") {
      acquiredOn = cell("acquiredOn") === "" ? tradeDate : readFileDate(cell("acquiredOn"), "Acquired On", problems, proof);
      if (acquiredOn !== null && tradeDate !== null && acquiredOn > tradeDate) {
        problems.push(`Acquired On ${quoted(cell("acquiredOn"))} is after the Trade Date: an opening balance was acquired on or before it`);
      }
    } else if (type !== null) {
      mustBeBlank(cell("acquiredOn"), "Acquired On", type, problems);
    }
    if (problems.length > 0 || symbol === null || tradeDate === null || type === null || brokerage === null) {
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
        ...(ratio === null ? {} : { ratioFrom: ratio[0], ratioTo: ratio[1] }),
        ...(acquiredOn === null ? {} : { acquiredOn }),
        ...(note === null ? {} : { note }),
      },
      referenceOf("", "Reference", cell("reference")),
    );
  }
  return collector.result();
}

export const dashboardTrades = defineFormat<Field>({
  id: "dashboard-trades",
  name: "ASX Fair Value Dashboard trades CSV",
  columns: COLUMNS,
  required: ["tradeDate", "code", "type", "units", "price"],
  read: readRows,
});
