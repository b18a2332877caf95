// Gathers rows and errors for one parse. Keeps the rule "every data row is either imported or
// reported" in one place, including what happens when the same stock appears twice.
import { cellText, toAsxSymbol } from "./cells";
import type { ParseError, ParseResult, TableRecord } from "./types";

/** A row's values, apart from the company's name: two spellings of a name are not two values. */
function valuesOf(row: unknown): string {
  if (row === null || typeof row !== "object" || !("name" in row)) return JSON.stringify(row);
  const { name: _name, ...values } = row as Record<string, unknown>;
  return JSON.stringify(values);
}

function nameOf(row: unknown): string | null {
  const name = row !== null && typeof row === "object" && "name" in row ? (row as { name: unknown }).name : null;
  return typeof name === "string" ? name : null;
}

interface Kept<T> {
  line: number;
  row: T;
}

export class RowCollector<T> {
  private readonly kept = new Map<string, Kept<T>>();
  private readonly errors: ParseError[] = [];
  private readonly notes: ParseError[] = [];

  /**
   * `keyOf` names the row in messages and decides what counts as the same row ("BHP (Consensus)");
   * `unit` is how messages refer to a position: a pasted "line" or a spreadsheet "row".
   */
  constructor(
    private readonly keyOf: (row: T) => string,
    private readonly unit: "line" | "row" = "line",
  ) {}

  /**
   * An identical repeat (a page copied twice) is merged silently: nothing is lost. A repeat with
   * different values is an error on the later line, because guessing which one is right would
   * import a value the user may not have meant.
   */
  add(line: number, row: T): void {
    const key = this.keyOf(row);
    const earlier = this.kept.get(key);
    if (!earlier) {
      this.kept.set(key, { line, row });
      return;
    }
    if (valuesOf(earlier.row) !== valuesOf(row)) {
      this.error(line, `${key} is already on ${this.unit} ${earlier.line} with different values`);
    } else if (nameOf(earlier.row) === null && nameOf(row) !== null) {
      // One mention gave the company's name, another did not ("Reminder: … (ASX: BHP)"): keep it.
      earlier.row = { ...earlier.row, name: nameOf(row) };
    }
  }

  /**
   * Records a row error; several problems on one row arrive joined into one reason. `who` (the
   * row's code, or 'Name (CODE)') opens the reason, so every code the input names is named in the
   * answer whether it imports or not.
   */
  error(line: number, reason: string | readonly string[], who?: string | null): void {
    const text = typeof reason === "string" ? reason : reason.join("; ");
    this.errors.push({ line, reason: who ? `${who}: ${text}` : text });
  }

  /** A row that was read, with a part of it left out; `reason` says which and why. */
  warn(line: number, reason: string): void {
    this.notes.push({ line, reason });
  }

  /** The warnings, by line. */
  warnings(): ParseError[] {
    return [...this.notes].sort((a, b) => a.line - b.line);
  }

  /**
   * Records above a header are titles and notes, passed over. One that starts with a stock code
   * and has more cells is data the user put in the wrong place, and is reported rather than lost.
   */
  aboveHeader(records: readonly TableRecord[]): void {
    for (const record of records) {
      const symbol = toAsxSymbol(cellText(record.cells[0] ?? null));
      if (record.cells.length > 1 && symbol !== null) {
        this.error(record.line, `this ${this.unit} is above the header row, so it was not read`, symbol);
      }
    }
  }

  get size(): number {
    return this.kept.size + this.errors.length;
  }

  /** Rows in input order; errors sorted by line (stable, so one line's errors keep their order). */
  result(): ParseResult<T> {
    const rows = [...this.kept.values()].sort((a, b) => a.line - b.line).map((kept) => kept.row);
    const errors = [...this.errors].sort((a, b) => a.line - b.line);
    return { rows, errors };
  }
}
