// Intelligent Investor text as copied from their stock pages and review boxes: one block per
// company, opened by a line naming the company with its code ("ASX Limited - ASX", "BHP Group
// (ASX: BHP)") and holding labelled amounts, the amount on the same line or on the next one:
//   Price at review $10.92 at (04 October 2002)      Buy below
//   Current price $54.76 at 16:40 (13 February 2026)  $55.00
// A review box splits the price guide over two lines and drops the $ ("Buy" / "below 8.00");
// its "Hold up to 11.00" is not a bound and its meter ("LONG TERM BUY at $10.24") not a price.
// Other lines (recommendation badges, dates, commentary) carry nothing to import and are passed over.
import { stripTickerSuffix } from "@shared/domain/company-name";
import { LEADING_AMOUNT as AMOUNT, quoted, readNumber, toAsxSymbol } from "./cells";
import { codeMentions } from "./code-mentions";
import { missingFairValue } from "./intelligent-investor-fair-value";
import type { IntelligentInvestorRow } from "./intelligent-investor-paste";
import { RowCollector } from "./row-collector";
import { type TextLine, splitLines } from "./text-table";
import type { ParseResult } from "./types";

type Field = "priceAtReview" | "currentPrice" | "buyBelow" | "sellAbove" | "maxPortfolioWeight";

const LABELS: readonly { field: Field; label: string; pattern: RegExp; percent?: boolean }[] = [
  { field: "priceAtReview", label: "price at review", pattern: /\b(?:price\s+at\s+review|review\s+price)\b/gi },
  { field: "currentPrice", label: "current price", pattern: /\bcurrent\s+(?:share\s+)?price\b/gi },
  { field: "buyBelow", label: "buy below", pattern: /\bbuy\s+below\b/gi },
  { field: "sellAbove", label: "sell above", pattern: /\bsell\s+above\b/gi },
  {
    field: "maxPortfolioWeight",
    label: "max portfolio weighting",
    pattern: /\bmax(?:imum|\.)?\s+portfolio\s+weight(?:ing)?\b/gi,
    percent: true,
  },
];
// The same labels without the global flag, whose lastIndex state would break repeated tests.
const ANY_LABEL = new RegExp(LABELS.map(({ pattern }) => pattern.source).join("|"), "i");

// What may sit between a label and its amount ("Buy below: $5", "Buy below - $5", "Buy below of $5").
const CONNECTOR = /^\s*(?:[:=]|[-–—](?=\s)|of\b|is\b)?\s*/i;
// Upper-case words that close a line after a dash or in brackets without being a ticker.
const NOT_CODES = new Set(["BUY", "HOLD", "SELL", "ACCUMULATE", "REDUCE", "AVOID", "HIGH", "MED", "LOW", "NEW"]);
/** Longer "names" are sentences that happen to end with a code. */
const MAX_NAME_LENGTH = 80;

interface Company {
  name: string | null;
  symbol: string;
}

/** "BHP Group (ASX: BHP)" → {BHP Group, BHP}; "ASX: BHP" → {null, BHP}; anything else → null. */
export function companyFromLine(text: string): Company | null {
  if (ANY_LABEL.test(text)) return null;
  const bare = /^\(?\s*ASX\s*:\s*([A-Z0-9]{1,6})\s*\)?$/i.exec(text);
  if (bare) {
    const symbol = toAsxSymbol(bare[1]);
    return symbol && /[A-Z]/.test(symbol) ? { name: null, symbol } : null;
  }
  // The shared helper decides what counts as a ticker suffix, so the table and this parser agree.
  const name = stripTickerSuffix(text);
  if (name === text || name.length > MAX_NAME_LENGTH || name.includes("$")) return null;
  const tail = text.slice(name.length);
  const code = /([A-Z0-9]{1,6})(?:\.(?:AX|ASX))?\s*\)?\s*$/.exec(tail)?.[1] ?? "";
  const explicit = /ASX\s*:/i.test(tail);
  const symbol = toAsxSymbol(code);
  if (!symbol || !/[A-Z]/.test(symbol) || (!explicit && NOT_CODES.has(symbol))) return null;
  return { name, symbol };
}

interface Amount {
  field: Field;
  label: string;
  percent: boolean;
  /** The amount text, or the words found where an amount should be (reported as not a number). */
  raw: string | null;
  consumedNextLine: boolean;
}

/**
 * The labelled amounts on a line. A label alone at the end of a line takes its amount from the
 * next line (a page's two-row layout). A label inside a sentence without an amount is prose and
 * ignored; a label opening the line without one is reported.
 */
function amountsOnLine(text: string, next: TextLine | undefined): Amount[] {
  const hits = LABELS.flatMap((spec) =>
    [...text.matchAll(spec.pattern)].map((match) => ({ spec, start: match.index, end: match.index + match[0].length })),
  ).sort((a, b) => a.start - b.start);
  const amounts: Amount[] = [];
  for (const [index, hit] of hits.entries()) {
    const rest = text.slice(hit.end, hits[index + 1]?.start ?? text.length);
    const afterConnector = rest.slice(CONNECTOR.exec(rest)?.[0].length ?? 0);
    const base = { field: hit.spec.field, label: hit.spec.label, percent: hit.spec.percent ?? false };
    const inline = AMOUNT.exec(afterConnector);
    if (inline) {
      amounts.push({ ...base, raw: inline[0], consumedNextLine: false });
      continue;
    }
    const labelEndsLine = index === hits.length - 1 && afterConnector.trim() === "";
    const below = labelEndsLine && next && !companyFromLine(next.text) ? AMOUNT.exec(next.text) : null;
    if (below) amounts.push({ ...base, raw: below[0], consumedNextLine: true });
    else if (hit.start === 0) amounts.push({ ...base, raw: afterConnector.trim() || null, consumedNextLine: false });
  }
  return amounts;
}

interface Block {
  line: number;
  company: Company;
  values: Partial<Record<Field, { value: number; line: number }>>;
  problems: { line: number; reason: string }[];
}

/** "Name (CODE)", or the code alone: how messages name a company. */
export function companyLabel(company: { name: string | null; symbol: string | null }): string | null {
  if (company.symbol === null) return null;
  return company.name ? `${company.name} (${company.symbol})` : company.symbol;
}

function record(block: Block, amount: Amount, line: number): void {
  if (amount.raw === null) {
    block.problems.push({ line, reason: `${amount.label} has no amount` });
    return;
  }
  const problems: string[] = [];
  const value = readNumber(amount.raw, amount.label, problems, { required: true, percent: amount.percent });
  const earlier = block.values[amount.field];
  if (value !== null && earlier && earlier.value !== value) {
    problems.push(`${amount.label} appears twice with different amounts (lines ${earlier.line} and ${line})`);
  }
  for (const reason of problems) block.problems.push({ line, reason });
  if (value !== null && !earlier) block.values[amount.field] = { value, line };
}

function finish(block: Block, collector: RowCollector<IntelligentInvestorRow>): void {
  const who = companyLabel(block.company);
  if (block.problems.length > 0) {
    for (const problem of block.problems) collector.error(problem.line, problem.reason, who);
    return;
  }
  const value = (field: Field) => block.values[field]?.value ?? null;
  const row: IntelligentInvestorRow = {
    symbol: block.company.symbol,
    name: block.company.name,
    priceAtReview: value("priceAtReview"),
    currentPrice: value("currentPrice"),
    buyBelow: value("buyBelow"),
    sellAbove: value("sellAbove"),
    maxPortfolioWeight: value("maxPortfolioWeight"),
  };
  const missing = missingFairValue(row);
  if (missing) collector.error(block.line, missing, who);
  else collector.add(block.line, row);
}

/**
 * A review box's price guide puts the word and the rest of its label on two lines ("Buy" /
 * "below 8.00"); joined, they read like the stock page's "Buy below 8.00".
 */
function joinSplitLabels(lines: readonly TextLine[]): TextLine[] {
  const joined: TextLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const current = lines[index];
    const next = lines[index + 1];
    const split = /^(buy|sell)$/i.test(current.text) && next && /^(below|above)\b/i.test(next.text);
    if (split) {
      joined.push({ line: current.line, text: `${current.text} ${next.text}`, raw: `${current.raw} ${next.raw}` });
      index += 1;
    } else {
      joined.push(current);
    }
  }
  return joined;
}

export function parseIntelligentInvestorText(text: string): ParseResult<IntelligentInvestorRow> {
  const lines = joinSplitLabels(splitLines(text));
  const collector = new RowCollector<IntelligentInvestorRow>((row) => row.symbol);
  let block: Block | null = null;
  let companies = 0;
  const blockSymbols = new Set<string>();
  const mentions: { symbol: string; line: number }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const { line, text: content } = lines[index];
    const company = companyFromLine(content);
    if (company) {
      if (block) finish(block, collector);
      block = { line, company, values: {}, problems: [] };
      blockSymbols.add(company.symbol);
      companies += 1;
      continue;
    }
    for (const mention of codeMentions(content)) if (mention.symbol) mentions.push({ symbol: mention.symbol, line });
    const amounts = amountsOnLine(content, lines[index + 1]);
    if (amounts.length === 0) continue;
    if (amounts.some((amount) => amount.consumedNextLine)) index += 1;
    if (!block) {
      collector.error(line, `${quoted(content)} comes before any company name with its code`);
      continue;
    }
    for (const amount of amounts) record(block, amount, line);
  }
  if (block) finish(block, collector);
  // A code named inside a sentence ("we prefer BHP Group (ASX: BHP)") has no block of its own: say so.
  const reported = new Set<string>(blockSymbols);
  for (const { symbol, line } of mentions) {
    if (reported.has(symbol)) continue;
    reported.add(symbol);
    collector.error(line, "named in the text without a company line and price guide of its own, so nothing was imported", symbol);
  }
  if (companies === 0 && collector.size === 0) {
    collector.error(
      lines[0]?.line ?? 1,
      "no company name with its code was found (for example 'ASX Limited - ASX' or 'BHP Group (ASX: BHP)')",
    );
  }
  return collector.result();
}
