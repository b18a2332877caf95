// Gathers one trade file's rows, skipped rows and errors, and gives each trade its dedupe key, so
// that importing the same file again adds nothing (the ledger contract, "Trade files").
import { createHash } from "node:crypto";
import { tradeRuleProblem } from "@shared/contracts/trades";
import { clip, quoted } from "../cells";
import type { ParseError } from "../types";
import type { ParsedTrade, TradeFileResult, TradeFormat } from "./types";

export type TradeFields = Omit<ParsedTrade, "dedupeKey">;

/** The row's own reference: its key, and how a message names it ("Confirmation Number 'C123'"). */
export interface TradeReference {
  key: string;
  shown: string;
}

/**
 * Key of a row without a reference: its format, then a hash of what identifies it and of how many
 * identical rows came before it in this file. The count keeps two genuinely separate trades with the
 * same date, code, side, units and price (two fills of one order, say) as two trades rather than
 * one; a re-export of the same period lists them again in the same number, so re-importing still
 * adds nothing. `fields` must be canonical (ISO dates, canonical decimals) so spelling never matters.
 */
export class HashedKeys {
  private readonly seen = new Map<string, number>();

  constructor(private readonly prefix: string) {}

  next(fields: readonly string[]): string {
    const identity = JSON.stringify(fields);
    const occurrence = (this.seen.get(identity) ?? 0) + 1;
    this.seen.set(identity, occurrence);
    const hash = createHash("sha256").update(`${identity}#${occurrence}`).digest("hex").slice(0, 32);
    return `${this.prefix}:${hash}`;
  }
}

/** Longest reason given: a row with every cell wrong is named, not recited. */
export const MAX_REASON_CHARS = 1_000;

/** Longest dedupe key kept: a reference longer than this is no broker's reference. */
const MAX_KEY_CHARS = 200;

/** The row's reference as a key ("commsec:C1234"), or null when the cell is blank (the row is hashed). */
export function referenceOf(prefix: string, label: string, text: string): TradeReference | null {
  return text === "" ? null : { key: prefix === "" ? text : `${prefix}:${text}`, shown: `${label} ${quoted(text)}` };
}

const bySignature = (trade: TradeFields) => JSON.stringify({ ...trade, line: 0 });

export class TradeCollector {
  private readonly rows: ParsedTrade[] = [];
  private readonly skipped: ParseError[] = [];
  private readonly errors: ParseError[] = [];
  private readonly hashed: HashedKeys;
  private readonly references = new Map<string, { line: number; signature: string }>();

  constructor(private readonly format: TradeFormat) {
    this.hashed = new HashedKeys(format);
  }

  /** A row that is not a trade; the reason says what it is. */
  skip(line: number, reason: string): void {
    this.skipped.push({ line, reason });
  }

  /** A row that cannot be imported. Several problems arrive joined; `who` (the row's code) opens it. */
  error(line: number, problems: string | readonly string[], who?: string | null): void {
    const text = typeof problems === "string" ? problems : problems.join("; ");
    this.errors.push({ line, reason: clip(who ? `${clip(who, 20)}: ${text}` : text, MAX_REASON_CHARS) });
  }

  /**
   * A trade, keyed by its reference when the file gives one. A reference seen earlier in the file
   * is the same trade listed twice: skipped when identical, an error when its values differ.
   */
  add(trade: TradeFields, reference: TradeReference | null): void {
    // The form's rules across fields hold for a file's rows too (a sale's brokerage above its value).
    const problem = tradeRuleProblem({
      type: trade.type,
      tradeDate: trade.tradeDate,
      units: trade.units,
      price: trade.price,
      brokerage: trade.brokerage,
      ratioFrom: trade.ratioFrom ?? null,
      ratioTo: trade.ratioTo ?? null,
      acquiredOn: trade.acquiredOn ?? null,
      note: trade.note ?? null,
    });
    if (problem) {
      this.error(trade.line, problem, trade.symbol);
      return;
    }
    if (reference === null) {
      const ratio = trade.ratioFrom === undefined ? "" : `${trade.ratioFrom}:${trade.ratioTo}`;
      const fields = [trade.tradeDate, trade.symbol, trade.type, trade.units ?? "", trade.price ?? "", ratio];
      this.rows.push({ ...trade, dedupeKey: this.hashed.next(fields) });
      return;
    }
    if (reference.key.length > MAX_KEY_CHARS) {
      this.error(trade.line, `${reference.shown} is longer than ${MAX_KEY_CHARS} characters`, trade.symbol);
      return;
    }
    const signature = bySignature(trade);
    const earlier = this.references.get(reference.key);
    if (earlier === undefined) {
      this.references.set(reference.key, { line: trade.line, signature });
      this.rows.push({ ...trade, dedupeKey: reference.key });
    } else if (earlier.signature === signature) {
      this.skip(trade.line, `${reference.shown} repeats line ${earlier.line}`);
    } else {
      this.error(trade.line, `${reference.shown} is already on line ${earlier.line} with different values`, trade.symbol);
    }
  }

  result(): TradeFileResult {
    const byLine = (a: ParseError, b: ParseError) => a.line - b.line;
    return {
      format: this.format,
      rows: this.rows,
      skipped: [...this.skipped].sort(byLine),
      errors: [...this.errors].sort(byLine),
      failure: null,
    };
  }
}
