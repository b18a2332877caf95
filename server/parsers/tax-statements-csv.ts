// The annual tax statements CSV (issue 47): one row per fund per financial year, with the header
// Code,Financial year,Cash distribution,Franked distributions,Franking credits,Unfranked
// distributions,Interest,Other Australian income,Foreign income,Foreign income tax offset,Discounted
// capital gains,CGT concession amount,Other capital gains,Tax-free amounts,Tax-deferred amounts,AMIT
// cost base net amount excess,AMIT cost base net amount shortfall. Columns are found by name in any
// order (other columns are ignored; "Fund", "FY", "Year" and a few other spellings are read too);
// amounts may carry "$" and thousands separators; a blank amount is 0, a blank AMIT amount none (a
// non-AMIT fund). A year is 2024, FY2024, "2023-24" or "2023/2024". Never throws: every data line is
// a row, a skip or an error.
import {
  STATEMENT_AMOUNT_FIELDS,
  STATEMENT_AMOUNT_LABELS,
  TAX_STATEMENT_CSV_HEADER,
  type StatementAmounts,
} from "@shared/contracts/tax-statements";
import { FIRST_FINANCIAL_YEAR, LAST_FINANCIAL_YEAR } from "@shared/contracts/cgt";
import { statementProblems } from "@shared/domain/tax/statements";
import { clip, cleanText, quoted } from "./cells";
import { readTextTable } from "./text-table";
import { MAX_REASON_CHARS } from "./trades/collector";
import { Exact, readDecimal } from "./trades/decimals";
import { cellOf, dataRecords, headerKey, indexColumns, readCode } from "./trades/file-table";
import type { ParseError, PasteFailure } from "./types";

export interface ParsedTaxStatement extends StatementAmounts {
  line: number;
  symbol: string;
  fy: number;
}

export interface TaxStatementCsvResult {
  rows: ParsedTaxStatement[];
  skipped: ParseError[];
  errors: ParseError[];
  failure: PasteFailure | null;
}

type Field = "code" | "fy" | keyof StatementAmounts;

const key = (label: string) => headerKey(label);
const COLUMNS: Readonly<Record<Field, readonly string[]>> = {
  code: ["code", "fund", "asxcode", "ticker", "symbol"],
  fy: ["financialyear", "fy", "year", "incomeyear", "taxyear"],
  ...(Object.fromEntries(STATEMENT_AMOUNT_FIELDS.map((field) => [field, [key(STATEMENT_AMOUNT_LABELS[field])]])) as Record<
    keyof StatementAmounts,
    string[]
  >),
};
// Spellings a statement or another tool uses for the same amounts.
const ALIASES: Partial<Record<keyof StatementAmounts, readonly string[]>> = {
  cashDistribution: ["cashdistributions", "totalcashdistribution", "cash"],
  frankingCredits: ["frankingcredit"],
  unfranked: ["unfrankeddistributions", "unfrankedamount"],
  foreignIncome: ["assessableforeignsourceincome", "foreignsourceincome"],
  foreignIncomeTaxOffset: ["foreignincometaxoffsets", "fito"],
  discountedCapitalGains: ["capitalgainsdiscounted", "discountedcapitalgain"],
  otherCapitalGains: ["capitalgainsother", "othercapitalgain", "capitalgainsindexation"],
  taxFree: ["taxfree", "taxfreeamount"],
  taxDeferred: ["taxdeferred", "taxdeferredamount"],
  amitExcess: ["amitcostbasenetamount-excess", "amitexcess"],
  amitShortfall: ["amitcostbasenetamount-shortfall", "amitshortfall"],
};
const ALL_COLUMNS = Object.fromEntries(
  Object.entries(COLUMNS).map(([field, keys]) => [field, [...keys, ...(ALIASES[field as keyof StatementAmounts] ?? [])]]),
) as unknown as Record<Field, readonly string[]>;

const REQUIRED: readonly Field[] = ["code", "fy", "cashDistribution"];
const HINT = `The first line must be the header ${TAX_STATEMENT_CSV_HEADER}; a blank amount is 0, blank AMIT amounts mean the fund is not an AMIT`;
const SAMPLE = [TAX_STATEMENT_CSV_HEADER, "VAS,2024,2800.00,2400.00,1000.00,0,0,220.00,180.00,20.00,500.00,500.00,60.00,0,0,35.00,0"].join(
  "\n",
);

export const TAX_STATEMENT_CSV_HELP = { hint: HINT, sample: SAMPLE };

const failed = (error: string): TaxStatementCsvResult => ({
  rows: [],
  skipped: [],
  errors: [],
  failure: { error, hint: HINT, sample: SAMPLE },
});

const MAX_AMOUNT = new Exact("1000000000");

/** 2024, "FY2024", "FY 2023-24", "2023/2024" → 2024; null with a problem otherwise. */
export function readFinancialYear(raw: string, problems: string[]): number | null {
  const text = cleanText(raw).replace(/^FY\s*/i, "");
  const single = /^(\d{4})$/.exec(text);
  const span = /^(\d{4})\s*[-/\u2013]\s*(\d{2}|\d{4})$/.exec(text);
  let year: number | null = null;
  if (single) year = Number(single[1]);
  else if (span) {
    const start = Number(span[1]);
    const end = span[2].length === 2 ? Math.floor(start / 100) * 100 + Number(span[2]) : Number(span[2]);
    if (end === start + 1) year = end;
  }
  if (year === null || year < FIRST_FINANCIAL_YEAR || year > LAST_FINANCIAL_YEAR) {
    problems.push(
      text === ""
        ? "No Financial year given"
        : `Financial year ${quoted(raw)} is not a year like 2024 or 2023-24 (from ${FIRST_FINANCIAL_YEAR})`,
    );
    return null;
  }
  return year;
}

export function parseTaxStatementCsv(text: string): TaxStatementCsvResult {
  const records = readTextTable(text, { delimiter: ",", keepTrailingEmptyCells: true });
  if (records.length === 0) return failed("The file is empty");
  const columns = indexColumns(records[0], ALL_COLUMNS);
  if (!REQUIRED.every((field) => columns[field] !== undefined)) {
    return failed(`The first line is not the tax statements CSV's header: '${clip(records[0].cells.join(","), 200)}'`);
  }
  const skipped: ParseError[] = [];
  const errors: ParseError[] = [];
  const rows: ParsedTaxStatement[] = [];
  const seen = new Map<string, { line: number; signature: string }>();
  const sink = {
    skip: (line: number, reason: string) => skipped.push({ line, reason }),
    error: (line: number, reason: string) => errors.push({ line, reason }),
  };
  for (const record of dataRecords(records, sink)) {
    const cell = (field: Field) => cellOf(record, columns, field);
    // A line of blanks (a spreadsheet's trailing rows) is no statement.
    if (record.cells.every((value) => cleanText(String(value ?? "")) === "")) continue;
    const problems: string[] = [];
    const symbol = readCode(cell("code"), "Code", problems);
    const fy = readFinancialYear(cell("fy"), problems);
    const amounts = {} as Record<keyof StatementAmounts, string | null>;
    for (const field of STATEMENT_AMOUNT_FIELDS) {
      const amit = field === "amitExcess" || field === "amitShortfall";
      const rule = {
        label: STATEMENT_AMOUNT_LABELS[field],
        least: "zero",
        max: MAX_AMOUNT,
        blank: amit ? "none" : "zero",
        maxDecimalPlaces: 2,
      } as const;
      amounts[field] = readDecimal(cell(field), rule, problems);
    }
    const statement = amounts as StatementAmounts;
    if (problems.length === 0) problems.push(...statementProblems(statement));
    if (problems.length > 0 || symbol === null || fy === null) {
      const who = symbol ?? (cell("code") || null);
      const reason = who ? `${clip(who, 20)}: ${problems.join("; ")}` : problems.join("; ");
      errors.push({ line: record.line, reason: clip(reason, MAX_REASON_CHARS) });
      continue;
    }
    const fundYear = `${symbol}|${fy}`;
    const signature = JSON.stringify(statement);
    const earlier = seen.get(fundYear);
    if (earlier === undefined) {
      seen.set(fundYear, { line: record.line, signature });
      rows.push({ line: record.line, symbol, fy, ...statement });
    } else if (earlier.signature === signature) {
      skipped.push({ line: record.line, reason: `${symbol}: the same statement as line ${earlier.line}` });
    } else {
      errors.push({
        line: record.line,
        reason: `${symbol}: line ${earlier.line} has a statement for FY ${fy} with different amounts: one statement per fund and year`,
      });
    }
  }
  const byLine = (a: ParseError, b: ParseError) => a.line - b.line;
  return { rows, skipped: skipped.sort(byLine), errors: errors.sort(byLine), failure: null };
}
