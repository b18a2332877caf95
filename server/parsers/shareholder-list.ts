// A top-20 shareholder list as annual reports print it, pasted or saved as CSV:
//   "1 HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED 1,234,567,890 24.35%"   (spaces, from a PDF)
//   "1<TAB>J P MORGAN NOMINEES AUSTRALIA PTY LIMITED<TAB>880,112,301<TAB>17.36"   (a web table)
//   Name,Shares,Percentage,Change   (a CSV with a header; quoted names and numbers)
// With a header naming the name, shares and percentage columns the columns are read by name.
// Without one, each line is read from the right: the shares and percentage (and an optional change)
// are the trailing numbers and everything between the rank and them is the name, so names keep
// their spaces, commas, '&', brackets and even trailing digits ("FUND NO 2").
import type { ShareholderListRow } from "@shared/contracts/shareholder-import";
import { cellText, cleanText, isBlankCell, parseAmountText, quoted } from "./cells";
import { type ColumnAliases, type ColumnMap, cellAt, isRepeatedHeader, mapColumns } from "./columns";
import { readTextTable, splitLines } from "./text-table";
import type { CellValue, ParseError, ParseResult, TableRecord } from "./types";

export type { ShareholderListRow };

/** More shares than any listed company has issued; anything larger is a slip of the keyboard. */
export const MAX_SHARES = 1_000_000_000_000;
const MAX_NAME_CHARS = 200;

type Field = "name" | "shares" | "percentage" | "change" | "rank";

// Compared after headerKey(): lower case, punctuation and '%' dropped ("% of issued capital" →
// "ofissuedcapital"). A column named just "%" is matched separately, as its key is empty.
const ALIASES: ColumnAliases<Field> = {
  name: [
    "name",
    "holdername",
    "shareholder",
    "shareholdername",
    "nameofholder",
    "nameofshareholder",
    "registeredholder",
    "holder",
    "investor",
  ],
  shares: [
    "shares",
    "numberofshares",
    "noofshares",
    "sharesheld",
    "numberofsharesheld",
    "ordinaryshares",
    "numberofordinaryshares",
    "noofordinaryshares",
    "fullypaidordinaryshares",
    "units",
    "numberofunits",
    "noofunits",
    "unitsheld",
    "holding",
  ],
  percentage: [
    "percentage",
    "percent",
    "pct",
    "ofissuedcapital",
    "issuedcapital",
    "percentageofissuedcapital",
    "ofissuedshares",
    "ofshares",
    "ofunits",
    "ofissuedunits",
    "percentageheld",
    "held",
    "interest",
  ],
  change: ["change", "changepct", "percentagechange", "changeinholding", "movement"],
  rank: ["rank", "ranking", "no", "position"],
};

const RANK = /^(\d{1,4})[.)]?$/;
// Summary lines under a list: "Total", "Total Top 20 Holders", "Sub-total", "Balance of register".
// They are not holders, and the screen works out its own total, so they are passed over.
const SUMMARY_LINE =
  /^(?:sub-?\s?)?totals?\b|^balance of (?:the )?register\b|^(?:all )?other (?:share)?holders\b|^remaining (?:share)?holders\b/i;

interface Problems {
  list: string[];
}

const shown = quoted;

/** Records a problem with the cell and gives no value. */
function fail(problems: Problems, reason: string): null {
  problems.list.push(reason);
  return null;
}

function readShares(raw: string, problems: Problems): number | null {
  if (isBlankCell(raw)) return fail(problems, "shares are missing");
  const value = parseAmountText(raw);
  if (value === null) return fail(problems, `shares ${shown(raw)} is not a number`);
  if (value <= 0) return fail(problems, `shares ${shown(raw)} must be above zero`);
  if (!Number.isInteger(value)) return fail(problems, `shares ${shown(raw)} is not a whole number`);
  if (value > MAX_SHARES) return fail(problems, `shares ${shown(raw)} is too large`);
  return value;
}

function readPercentage(raw: string, problems: Problems): number | null {
  if (isBlankCell(raw)) return fail(problems, "percentage is missing");
  const value = parseAmountText(raw, { percent: true });
  if (value === null) return fail(problems, `percentage ${shown(raw)} is not a number`);
  if (value < 0) return fail(problems, `percentage ${shown(raw)} is negative`);
  if (value > 100) return fail(problems, `percentage ${shown(raw)} is over 100%`);
  return value;
}

/** Percentage points, signed; "-", "n/a" and blanks mean the list gives none. */
function readChange(raw: string, problems: Problems): number | null {
  if (isBlankCell(raw)) return null;
  const value = parseAmountText(raw, { percent: true });
  if (value === null) return fail(problems, `change ${shown(raw)} is not a number`);
  if (Math.abs(value) > 100) return fail(problems, `change ${shown(raw)} is more than 100 points`);
  return value;
}

function readName(raw: string, problems: Problems): string | null {
  const name = cleanText(raw);
  if (name === "") return fail(problems, "holder name is missing");
  if (!/\p{L}/u.test(name)) return fail(problems, `holder name ${shown(name)} has no letters`);
  if (name.length > MAX_NAME_CHARS) return fail(problems, `holder name is longer than ${MAX_NAME_CHARS} characters`);
  return name;
}

type Holder = Omit<ShareholderListRow, "line">;

function holder(
  rank: number | null,
  parts: { name: string; shares: string; percentage: string; change: string },
  problems: Problems,
): Holder | null {
  const name = readName(parts.name, problems);
  const shares = readShares(parts.shares, problems);
  const percentage = readPercentage(parts.percentage, problems);
  const change = readChange(parts.change, problems);
  if (problems.list.length > 0 || name === null || shares === null || percentage === null) return null;
  return { rank, name, shares, percentage, change };
}

/** Keeps rows in input order, refuses a rank given twice (usually a page pasted twice). */
class ListCollector {
  readonly rows: ShareholderListRow[] = [];
  readonly errors: ParseError[] = [];
  private readonly ranks = new Map<number, number>();

  add(line: number, row: Holder | null, problems: Problems) {
    if (row && row.rank !== null) {
      const earlier = this.ranks.get(row.rank);
      if (earlier !== undefined) problems.list.push(`rank ${row.rank} is already on line ${earlier}`);
      else this.ranks.set(row.rank, line);
    }
    if (row && problems.list.length === 0) this.rows.push({ line, ...row });
    else this.errors.push({ line, reason: problems.list.join("; ") });
  }

  result(): ParseResult<ShareholderListRow> {
    return { rows: this.rows, errors: [...this.errors].sort((a, b) => a.line - b.line) };
  }
}

// ---------------------------------------------------------------------------------------------
// With a header: columns by name (a CSV file, or a web table copied with its header row)
// ---------------------------------------------------------------------------------------------

function headerColumns(record: TableRecord): ColumnMap<Field> | null {
  const columns = mapColumns(record.cells, ALIASES);
  if (columns.percentage === undefined) {
    const taken = new Set(Object.values(columns));
    const index = record.cells.findIndex((cell, column) => cellText(cell) === "%" && !taken.has(column));
    if (index >= 0) columns.percentage = index;
  }
  const complete = columns.name !== undefined && columns.shares !== undefined && columns.percentage !== undefined;
  return complete ? columns : null;
}

function readByColumns(records: readonly TableRecord[], headerIndex: number, columns: ColumnMap<Field>, delimited: boolean) {
  const collector = new ListCollector();
  const header = records[headerIndex];
  const text = (record: TableRecord, field: Field) => cellText(cellAt(record, columns, field) as CellValue);
  for (const record of records.slice(headerIndex + 1)) {
    // "Total" may sit in the name column or, with the name left blank, in the rank column.
    if (isRepeatedHeader(record, header) || SUMMARY_LINE.test(text(record, "name")) || SUMMARY_LINE.test(text(record, "rank"))) continue;
    const problems: Problems = { list: [] };
    if (delimited && record.cells.length > header.cells.length) {
      problems.list.push("this line has more cells than the header (in a CSV, numbers with thousands separators must be in quotes)");
      collector.add(record.line, null, problems);
      continue;
    }
    const rankText = text(record, "rank");
    const rank = RANK.exec(rankText);
    if (rankText !== "" && !rank) problems.list.push(`rank ${shown(rankText)} is not a whole number`);
    const row = holder(
      rank ? Number(rank[1]) : null,
      {
        name: text(record, "name"),
        shares: text(record, "shares"),
        percentage: text(record, "percentage"),
        change: text(record, "change"),
      },
      problems,
    );
    collector.add(record.line, row, problems);
  }
  return collector.result();
}

// ---------------------------------------------------------------------------------------------
// Without a header: each line read from the right
// ---------------------------------------------------------------------------------------------

interface LineParts {
  rank: number | null;
  /** null when the line does not end in shares and a percentage. */
  parts: { name: string; shares: string; percentage: string; change: string } | null;
}

const isNumber = (token: string) => parseAmountText(token, { percent: true }) !== null;
const isShareCount = (token: string) => {
  const value = parseAmountText(token);
  return value !== null && value > 0 && Number.isInteger(value);
};
const isPercentage = (token: string) => {
  const value = parseAmountText(token, { percent: true });
  return value !== null && value >= 0 && value <= 100;
};

function splitLine(text: string): LineParts {
  // "24.35 %" → "24.35%", so the sign stays with its number.
  const tokens = text.replace(/(\d)\s+%/g, "$1%").split(" ");
  const rank = tokens.length > 1 ? RANK.exec(tokens[0]) : null;
  const rest = rank ? tokens.slice(1) : tokens;
  const name = (count: number) => rest.slice(0, rest.length - count).join(" ");
  const [a, b, c] = rest.slice(-3);
  // Shares, percentage and change only when they read as such, and a '%' on the last number alone
  // marks it as the percentage: "FUND 2 1,234,567 1.23%" is a holder named "FUND 2".
  if (rest.length >= 3 && isShareCount(a) && isPercentage(b) && (isNumber(c) || isBlankCell(c)) && (!c.includes("%") || b.includes("%"))) {
    return { rank: rank ? Number(rank[1]) : null, parts: { name: name(3), shares: a, percentage: b, change: c } };
  }
  const [x, y] = rest.slice(-2);
  if (rest.length >= 2 && isNumber(x) && isNumber(y)) {
    return { rank: rank ? Number(rank[1]) : null, parts: { name: name(2), shares: x, percentage: y, change: "" } };
  }
  return { rank: rank ? Number(rank[1]) : null, parts: null };
}

function readByLines(text: string) {
  const collector = new ListCollector();
  const lines = splitLines(text);
  let lastRank = 0;
  for (let index = 0; index < lines.length; index++) {
    const { line } = lines[index];
    let split = splitLine(lines[index].text);
    const next = lines[index + 1];
    // A long name wrapped onto the next line of a PDF copy: "3 CITICORP NOMINEES PTY" then
    // "LIMITED 123,456 1.23%". Joined only when the rank is the one due and the next line has none.
    if (!split.parts && split.rank === lastRank + 1 && next && splitLine(next.text).rank === null) {
      const joined = splitLine(`${lines[index].text} ${next.text}`);
      if (joined.parts) {
        split = joined;
        index += 1;
      }
    }
    if (split.parts && SUMMARY_LINE.test(split.parts.name)) continue;
    const started = collector.rows.length + collector.errors.length > 0;
    if (split.parts || started) lastRank = split.rank ?? lastRank;
    if (!split.parts) {
      // Titles, headers and "As at 30 June 2024" come before the list and are passed over; a line
      // with digits below the list's start, or one ranked 1, may be a holder whose numbers could not
      // be read, so it is reported.
      if ((started && /\d/.test(lines[index].text)) || split.rank === 1) {
        collector.add(line, null, { list: ["no shares and percentage at the end of the line"] });
      }
      continue;
    }
    const problems: Problems = { list: [] };
    collector.add(line, holder(split.rank, split.parts, problems), problems);
  }
  return collector.result();
}

/** Reads a pasted list or a CSV's text. Never throws: every line is a row, an error or passed over. */
export function parseShareholderList(text: string): ParseResult<ShareholderListRow> {
  const records = readTextTable(text);
  for (let index = 0; index < Math.min(5, records.length); index++) {
    const columns = headerColumns(records[index]);
    if (columns) return readByColumns(records, index, columns, !text.includes("\t"));
  }
  return readByLines(text);
}
