// Dates in broker and dividend files: day-first d/mm/yyyy (Australian brokers), ISO yyyy-mm-dd, and
// ISO followed by a midnight time (SelfWealth's "2024-02-13 00:00:00"). A month-first date is never
// guessed: a date whose second field cannot be a month proves the file month-first, and then every
// slash date in that file is refused, because 03/04/2024 in such a file means 4 March, not 3 April
// (docs/decisions/028-trade-and-dividend-files.md).
import { isRecordedYear, outsideYearsMessage } from "@shared/contracts/dates";
import { quoted } from "../cells";
import type { TableRecord } from "../types";

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]00:00(?::00)?)?$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const HOW_TO_WRITE = "day-first (d/mm/yyyy) or ISO (yyyy-mm-dd)";

/** The first date in a file that can only be month-first, and its line. */
export interface MonthFirstProof {
  line: number;
  text: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 03/15/2024: the second field is no month but could be a day, and the first could be a month. */
function isMonthFirstOnly(text: string): boolean {
  const slashed = SLASHED.exec(text);
  if (!slashed) return false;
  const [first, second] = [Number(slashed[1]), Number(slashed[2])];
  return first >= 1 && first <= 12 && second > 12 && second <= 31;
}

/** The first month-first-only date among the given columns of the data records, or null. */
export function findMonthFirstProof(records: readonly TableRecord[], columns: readonly (number | undefined)[]): MonthFirstProof | null {
  for (const record of records) {
    for (const column of columns) {
      const text = column === undefined ? "" : String(record.cells[column] ?? "");
      if (isMonthFirstOnly(text)) return { line: record.line, text };
    }
  }
  return null;
}

function isoDate(year: number, month: number, day: number, shown: string, label: string, problems: string[]): string | null {
  if (!isRecordedYear(year)) {
    problems.push(outsideYearsMessage(label, shown));
    return null;
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    problems.push(`${label} ${shown} is not a real date`);
    return null;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date cell → YYYY-MM-DD, or null with a problem naming the column (`label`). `proof` is the
 * file's first month-first date (findMonthFirstProof), which refuses every slash date in the file.
 * Whether a date lies in the future is the server's question, not the parser's.
 */
export function readFileDate(raw: string, label: string, problems: string[], proof: MonthFirstProof | null): string | null {
  const text = raw.trim();
  if (text === "") {
    problems.push(`No ${label} given`);
    return null;
  }
  const shown = quoted(text);
  const iso = ISO.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), shown, label, problems);
  const slashed = SLASHED.exec(text);
  if (!slashed) {
    problems.push(`${label} ${shown} is not a date this app reads: write it ${HOW_TO_WRITE}`);
    return null;
  }
  if (isMonthFirstOnly(text)) {
    problems.push(
      `${label} ${shown} is month first (there is no month ${Number(slashed[2])}): this app reads dates ${HOW_TO_WRITE} and never guesses`,
    );
    return null;
  }
  if (proof) {
    problems.push(
      `${label} ${shown} is not read: line ${proof.line}'s ${quoted(proof.text)} shows this file writes dates month first, ` +
        `so this one could mean another day; export the file with ${HOW_TO_WRITE} dates`,
    );
    return null;
  }
  if (slashed[3].length === 2) {
    problems.push(`${label} ${shown} has a two-digit year: write the year with four digits`);
    return null;
  }
  return isoDate(Number(slashed[3]), Number(slashed[2]), Number(slashed[1]), shown, label, problems);
}
