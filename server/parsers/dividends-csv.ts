// The app's dividend CSV (issue 31): Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,
// DRP Price. Dates day-first or ISO (trades/dates.ts, month-first refused as in trade files); Pay Date,
// Units, DRP Units and DRP Price may be blank (blank Units: the server works out the units held at the
// end of the day before the ex-date). A dividend is (code, ex-date, amount per share): an ordinary and
// a special dividend on one ex-date differ in amount; the same three again in the file is the same
// dividend listed twice (docs/decisions/028-trade-and-dividend-files.md).
import { createHash } from "node:crypto";
import { clip, quoted } from "./cells";
import { readTextTable } from "./text-table";
import { MAX_REASON_CHARS } from "./trades/collector";
import { findMonthFirstProof, readFileDate } from "./trades/dates";
import { Exact, MAX_PER_SHARE, MAX_QUANTITY, canonical, readDecimal } from "./trades/decimals";
import { cellOf, dataRecords, indexColumns, readCode } from "./trades/file-table";
import type { ParseError, PasteFailure } from "./types";

export interface ParsedDividend {
  line: number;
  symbol: string;
  exDate: string;
  payDate: string | null;
  amountPerShare: string;
  /** 0–100, at most 2 decimal places. */
  frankingPercent: string;
  units: string | null;
  drpUnits: string | null;
  drpPrice: string | null;
  dedupeKey: string;
}

export interface DividendCsvResult {
  rows: ParsedDividend[];
  /** A repeated header, or the same dividend listed again. */
  skipped: ParseError[];
  errors: ParseError[];
  /** Set when the file is empty or its first line is not this header; everything else is empty. */
  failure: PasteFailure | null;
}

type Field = "code" | "exDate" | "payDate" | "amount" | "franking" | "units" | "drpUnits" | "drpPrice";

const COLUMNS = {
  code: ["code"],
  exDate: ["exdate"],
  payDate: ["paydate"],
  amount: ["amountpershare"],
  franking: ["franking%", "franking", "frankingpercent"],
  units: ["units"],
  drpUnits: ["drpunits"],
  drpPrice: ["drpprice"],
} as const;
const REQUIRED: readonly Field[] = ["code", "exDate", "amount", "franking"];

export const DIVIDEND_CSV_HEADER = "Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price";
const HINT = `The first line must be the header ${DIVIDEND_CSV_HEADER}; Pay Date, Units, DRP Units and DRP Price may be left blank`;
const SAMPLE = [DIVIDEND_CSV_HEADER, "CBA,2024-08-14,2024-09-26,2.50,100,100,,"].join("\n");
const MAX_PERCENT = new Exact(100);

/** What the import's 400 shows beside its sentence: the header's rule and a sample. */
export const DIVIDEND_CSV_HELP = { hint: HINT, sample: SAMPLE };

const failed = (error: string): DividendCsvResult => ({
  rows: [],
  skipped: [],
  errors: [],
  failure: { error, hint: HINT, sample: SAMPLE },
});

const dedupeKeyOf = (symbol: string, exDate: string, amount: string) =>
  `dividends-csv:${createHash("sha256")
    .update(JSON.stringify([symbol, exDate, amount]))
    .digest("hex")
    .slice(0, 32)}`;

/** Reads the dividend CSV's text. Never throws: every data line is a row, a skip or an error. */
export function parseDividendCsv(text: string): DividendCsvResult {
  const records = readTextTable(text, { delimiter: ",", keepTrailingEmptyCells: true });
  if (records.length === 0) return failed("The file is empty");
  const columns = indexColumns(records[0], COLUMNS);
  if (!REQUIRED.every((field) => columns[field] !== undefined)) {
    return failed(`The first line is not the dividend CSV's header: '${clip(records[0].cells.join(","), 200)}'`);
  }
  const skipped: ParseError[] = [];
  const errors: ParseError[] = [];
  const rows: ParsedDividend[] = [];
  const seen = new Map<string, { line: number; signature: string }>();
  const sink = {
    skip: (line: number, reason: string) => skipped.push({ line, reason }),
    error: (line: number, reason: string) => errors.push({ line, reason }),
  };
  const data = dataRecords(records, sink);
  const proof = findMonthFirstProof(data, [columns.exDate, columns.payDate]);
  for (const record of data) {
    const cell = (field: Field) => cellOf(record, columns, field);
    const problems: string[] = [];
    const symbol = readCode(cell("code"), "Code", problems);
    const exDate = readFileDate(cell("exDate"), "Ex Date", problems, proof);
    const payDate = cell("payDate") === "" ? null : readFileDate(cell("payDate"), "Pay Date", problems, proof);
    const amountPerShare = readDecimal(
      cell("amount"),
      { label: "Amount Per Share", least: "positive", max: MAX_PER_SHARE, blank: "missing" },
      problems,
    );
    const frankingPercent = readDecimal(
      cell("franking").replace(/\s*%$/, ""),
      { label: "Franking %", least: "zero", max: MAX_PERCENT, blank: "missing", maxDecimalPlaces: 2 },
      problems,
    );
    const countRule = { least: "positive", max: MAX_QUANTITY, blank: "none" } as const;
    const units = readDecimal(cell("units"), { ...countRule, label: "Units" }, problems);
    const drpUnits = readDecimal(cell("drpUnits"), { ...countRule, label: "DRP Units" }, problems);
    const drpPrice = readDecimal(cell("drpPrice"), { ...countRule, label: "DRP Price", max: MAX_PER_SHARE }, problems);
    if ((cell("drpUnits") === "") !== (cell("drpPrice") === "")) problems.push("DRP Units and DRP Price go together: give both or neither");
    if (exDate !== null && payDate !== null && payDate < exDate) problems.push(`Pay Date ${quoted(cell("payDate"))} is before the Ex Date`);
    if (units !== null && amountPerShare !== null && drpUnits !== null && drpPrice !== null) {
      const cash = new Exact(units).times(amountPerShare);
      const reinvested = new Exact(drpUnits).times(drpPrice);
      if (reinvested.greaterThan(cash)) {
        problems.push(`DRP Units × DRP Price (${canonical(reinvested)}) is more than the dividend's cash (${canonical(cash)})`);
      }
    }
    if (problems.length > 0 || symbol === null || exDate === null || amountPerShare === null || frankingPercent === null) {
      const who = symbol ?? (cell("code") || null);
      const reason = who ? `${clip(who, 20)}: ${problems.join("; ")}` : problems.join("; ");
      errors.push({ line: record.line, reason: clip(reason, MAX_REASON_CHARS) });
      continue;
    }
    const dividend = { symbol, exDate, payDate, amountPerShare, frankingPercent, units, drpUnits, drpPrice };
    const dedupeKey = dedupeKeyOf(symbol, exDate, amountPerShare);
    const signature = JSON.stringify(dividend);
    const earlier = seen.get(dedupeKey);
    if (earlier === undefined) {
      seen.set(dedupeKey, { line: record.line, signature });
      rows.push({ line: record.line, ...dividend, dedupeKey });
    } else if (earlier.signature === signature) {
      skipped.push({ line: record.line, reason: `${symbol}: the same dividend as line ${earlier.line}` });
    } else {
      errors.push({
        line: record.line,
        reason: `${symbol}: the dividend of ${amountPerShare} a share with Ex Date ${exDate} is already on line ${earlier.line} with different values`,
      });
    }
  }
  const byLine = (a: ParseError, b: ParseError) => a.line - b.line;
  return { rows, skipped: skipped.sort(byLine), errors: errors.sort(byLine), failure: null };
}
