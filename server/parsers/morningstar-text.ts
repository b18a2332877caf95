// Morningstar pages that are not tables, as a user copies them:
// - the quote page's 'Price vs Fair Value' card: each label (Price, Last Close or Last Price, Fair
//   Value or Fair Value Estimate, Uncertainty, 1-Star Price, 5-Star Price, Economic Moat, Capital
//   Allocation, Financial Health, Price/Fair Value) alone on its line with its value on the next, or
//   with its value on the same line (a copy with tabs), with or without that heading, under a title
//   line that ends with the ticker ('BHP Group Ltd BHP') above it. A page copied whole has its
//   rating, price, tab bar (whose own 'Price vs Fair Value' holds no values) and links in between;
//   inside the card the reader skips the lines it does not know ('BHP is trading at a 5% premium.',
//   a value's date), and the page's prose after it ends the card;
// - article blocks: a heading ('TPG Telecom ★★★★★', 'Endeavour Group (ASX: EDV) ★★★★★') over
//   'Label: value' lines (Moat rating, Current Price, Fair Value Estimate, Uncertainty).
// Only labelled values are read: prices in the prose never are, star prices are neither the price
// nor the fair value, and a block is linked to a code only when that is unambiguous.
import { stripTickerSuffix } from "@shared/domain/company-name";
import { LEADING_AMOUNT, cellText, readNumber, toAsxSymbol } from "./cells";
import { codeMentions, mentionNames } from "./code-mentions";
import { type MorningstarRating, normaliseRating } from "./morningstar-ratings";
import type { MorningstarPasteRow } from "./morningstar-paste";
import { RowCollector } from "./row-collector";
import { type TextLine, splitLines } from "./text-table";
import type { ParseResult } from "./types";

type Field = "lastPrice" | "fairValue" | "uncertainty" | "economicMoat" | "financialHealth" | "ignored" | "ratio";

const CARD_MARK = /^price\s+vs\.?\s+fair\s+value$/i;

/** The card's labels, each alone on its line, compared lower case with runs of spaces collapsed. */
const CARD_LABELS = new Map<string, Field>([
  ["price", "lastPrice"],
  ["last close", "lastPrice"],
  ["last price", "lastPrice"],
  ["fair value", "fairValue"],
  ["fair value estimate", "fairValue"],
  ["uncertainty", "uncertainty"],
  ["fair value uncertainty", "uncertainty"],
  ["economic moat", "economicMoat"],
  ["financial health", "financialHealth"],
  ["price/fair value", "ratio"],
  ["price to fair value", "ratio"],
  ["price/fve", "ratio"],
  ["1-star price", "ignored"],
  ["5-star price", "ignored"],
  ["capital allocation", "ignored"],
]);

/**
 * A card's title is looked for this many lines above it, at most: past the rating, the price, and a
 * whole page's tab bar and links.
 */
const TITLE_REACH = 30;

/**
 * Lines in a row a card's reader skips before the card is taken to have ended: a sentence under the
 * heading ('BHP is trading at a 5% premium.', 'View History'), a value's date, a chart's caption.
 */
const CARD_GAP = 6;

/** An article's 'Label: value' lines. */
const ARTICLE_LABELS = new Map<string, Field>([
  ["fair value estimate", "fairValue"],
  ["fair value", "fairValue"],
  ["fve", "fairValue"],
  ["current price", "lastPrice"],
  ["share price", "lastPrice"],
  ["price", "lastPrice"],
  ["moat rating", "economicMoat"],
  ["economic moat", "economicMoat"],
  ["moat", "economicMoat"],
  ["uncertainty", "uncertainty"],
  ["uncertainty rating", "uncertainty"],
  ["fair value uncertainty", "uncertainty"],
  ["financial health", "financialHealth"],
  ["price to fair value", "ratio"],
  ["price/fair value", "ratio"],
  ["p/fv", "ratio"],
  ["star rating", "ignored"],
  ["morningstar rating", "ignored"],
  ["capital allocation", "ignored"],
]);

const labelKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s*\/\s*/g, "/")
    .replace(/\s+/g, " ")
    .trim();

function articleLabel(text: string): { field: Field; label: string; value: string } | null {
  const match = /^([A-Za-z0-9 /-]{2,30}?)\s*:\s*(.*)$/.exec(text);
  const field = match ? ARTICLE_LABELS.get(labelKey(match[1])) : undefined;
  return match && field ? { field, label: match[1].trim(), value: match[2].trim() } : null;
}

// A line that only a card ("Price vs Fair Value", a "Fair Value Estimate" label alone on its line) or an
// article block ("Fair Value Estimate: $5.10") has.
const TEXT_LAYOUT =
  /^[\s\u00A0]*(?:(?:price\s+vs\.?\s+)?fair\s+value(?:\s+estimate)?[\s\u00A0]*$|(?:fair\s+value(?:\s+estimate)?|fve)\s*:)/im;

/** True when the paste holds a card or an article block rather than a table. */
export function looksLikeMorningstarText(text: string): boolean {
  return TEXT_LAYOUT.test(text);
}

// Upper-case words that end a title line, or a line between it and the card ('As of 5 Mar 2026
// 4:10 PM AEDT'), without being a ticker.
const NOT_TICKERS = new Set([
  ...["LTD", "NL", "PLC", "INC", "CORP", "CO", "REIT", "ETF", "GROUP", "AUD", "ASX", "USD"],
  ...["AM", "PM", "AEDT", "AEST", "ACDT", "ACST", "AWST", "UTC", "GMT"],
]);

interface Company {
  name: string | null;
  symbol: string;
}

/** 'BHP Group Ltd BHP' (or '… XASX:BHP', '… (BHP)') → {BHP Group Ltd, BHP}. */
export function cardTitle(text: string): Company | null {
  const match = /^(.*\S)\s+\(?(?:X?ASX\s*:\s*)?([A-Z0-9]{1,6})\)?$/.exec(text);
  if (!match || NOT_TICKERS.has(match[2]) || !/[A-Z]/.test(match[2])) return null;
  const symbol = toAsxSymbol(match[2]);
  return symbol ? { name: match[1], symbol } : null;
}

const STARS = /[\s★☆✩✪✫✬✭✮✯⭐*]+$/u;

/** 'Endeavour Group (ASX: EDV) ★★★★★' → name and code; 'TPG Telecom ★★★★★' → name only. */
function headingCompany(text: string): { name: string; symbol: string | null } {
  const heading = text.replace(STARS, "").trim();
  const mention = codeMentions(heading).find((found) => found.exchange === "ASX");
  if (mention?.symbol) return { name: heading.slice(0, mention.at).trim() || heading, symbol: mention.symbol };
  const name = stripTickerSuffix(heading);
  const code = name !== heading ? /([A-Z0-9]{1,6})\)?$/.exec(heading)?.[1] : undefined;
  return { name, symbol: code ? toAsxSymbol(code) : null };
}

interface Value {
  field: Field;
  label: string;
  text: string;
  line: number;
}

interface Block {
  kind: "card" | "article";
  /** How a message names a card: its heading, else its first label ('Price vs Fair Value', 'Last Close'). */
  heading: string;
  /** The line a message about the whole block points at (the title, card mark or heading). */
  line: number;
  company: { name: string | null; symbol: string | null };
  values: Value[];
}

/** The amount a value line opens with ("31.85", "$3.86", "$6.60 per share"), else the whole text. */
function amountText(text: string): string {
  return LEADING_AMOUNT.exec(text)?.[0] ?? text;
}

function toRow(block: Block, collector: RowCollector<MorningstarPasteRow>, who: string): void {
  const problems: { line: number; reason: string }[] = [];
  const found: Partial<Record<Field, { value: string; line: number }>> = {};
  for (const value of block.values) {
    if (value.field === "ignored" || found[value.field]) continue;
    found[value.field] = { value: value.text, line: value.line };
  }
  const number = (field: "lastPrice" | "fairValue", label: string) => {
    const entry = found[field];
    if (!entry) return null;
    const reasons: string[] = [];
    const read = readNumber(amountText(entry.value), label, reasons, { required: true });
    for (const reason of reasons) problems.push({ line: entry.line, reason });
    return read;
  };
  const fairValue = number("fairValue", "fair value");
  const lastPrice = number("lastPrice", "price");
  const rating = (field: Field, kind: MorningstarRating) => normaliseRating(found[field]?.value ?? null, kind);
  if (problems.length > 0) {
    for (const problem of problems) collector.error(problem.line, problem.reason, who);
    return;
  }
  if (fairValue === null) {
    const ratio = found.ratio ? ` (its Price to Fair Value of ${cellText(found.ratio.value)} is a ratio, not a value)` : "";
    collector.error(block.line, `no fair value in the ${block.kind === "card" ? "card" : "block"}${ratio}, so nothing was imported`, who);
    return;
  }
  collector.add(block.line, {
    symbol: block.company.symbol as string,
    name: block.company.name,
    lastPrice,
    fairValue,
    uncertainty: rating("uncertainty", "uncertainty"),
    economicMoat: rating("economicMoat", "moat"),
    financialHealth: found.financialHealth ? cellText(found.financialHealth.value) : null,
  });
}

// The labels longest first, so 'Fair Value Estimate $42.00' is not read as 'Fair Value' of 'Estimate $42.00'.
const LABELS_LONGEST_FIRST = [...CARD_LABELS.keys()].sort((a, b) => b.length - a.length);
const RATING_FIELDS: ReadonlySet<Field> = new Set(["uncertainty", "economicMoat", "financialHealth"]);
const WORDY_VALUE = /^[A-Za-z][A-Za-z -]{0,20}$/;

/**
 * What a label may have after it on its own line: an amount for a price, a value or the ratio, a
 * word or two for a rating ('Very High', 'None'); prose after a label word ('Price targets rose')
 * is neither.
 */
function inlineValueFits(field: Field, rest: string): boolean {
  if (LEADING_AMOUNT.test(rest)) return !RATING_FIELDS.has(field);
  return field !== "lastPrice" && field !== "fairValue" && field !== "ratio" && WORDY_VALUE.test(rest);
}

/** A card's label and its value starting at `index`: on the next line, or after the label on its own. */
function cardPair(lines: readonly TextLine[], index: number): { value: Value; size: number; label: string } | null {
  const key = labelKey(lines[index].text);
  const alone = CARD_LABELS.get(key);
  const next = lines[index + 1];
  if (alone) {
    if (!next || CARD_LABELS.has(labelKey(next.text)) || CARD_MARK.test(next.text)) return null;
    return { value: { field: alone, label: lines[index].text, text: next.text, line: next.line }, size: 2, label: key };
  }
  const label = LABELS_LONGEST_FIRST.find((known) => key.startsWith(`${known} `));
  if (!label) return null;
  const field = CARD_LABELS.get(label)!;
  // The label's words are the line's first words (labelKey only lower-cases and closes up spaces).
  const rest = lines[index].text.split(/\s+/).slice(label.split(" ").length).join(" ");
  if (!inlineValueFits(field, rest)) return null;
  return { value: { field, label: lines[index].text, text: rest, line: lines[index].line }, size: 1, label };
}

/**
 * The label/value pairs of a card from `start`, skipping lines it does not know. The card ends at the
 * next card heading or article block, at a title line once it holds a value, at a label it already
 * has (the next card's), or after CARD_GAP unknown lines in a row. `end` is the index past its last value.
 */
function cardValues(lines: readonly TextLine[], start: number): { values: Value[]; end: number } {
  const values: Value[] = [];
  const seen = new Set<string>();
  let end = start;
  let gap = 0;
  for (let index = start; index < lines.length && gap <= CARD_GAP;) {
    const text = lines[index].text;
    if (CARD_MARK.test(text) || articleLabel(lines[index + 1]?.text ?? "") !== null) break;
    if (values.length > 0 && cardTitle(text)) break;
    const pair = cardPair(lines, index);
    if (!pair) {
      gap += 1;
      index += 1;
      continue;
    }
    // A field again is the next card's ('Price' of the card below); the star prices are one field.
    const key = pair.value.field === "ignored" ? pair.label : pair.value.field;
    if (seen.has(key)) break;
    seen.add(key);
    values.push(pair.value);
    index += pair.size;
    end = index;
    gap = 0;
  }
  return { values, end };
}

/**
 * The card's title: the nearest line above it that ends with a ticker, within TITLE_REACH lines
 * and after the block before it (whose own lines never name this card).
 */
function findTitle(lines: readonly TextLine[], start: number, earliest: number): { company: Company; line: number } | null {
  for (let index = start - 1; index >= Math.max(earliest, start - TITLE_REACH); index--) {
    const company = cardTitle(lines[index].text);
    if (company) return { company, line: lines[index].line };
  }
  return null;
}

/** Reads a card from its mark (or first label) at `start`; returns it and the index past it. */
function readCard(lines: readonly TextLine[], start: number, earliest: number): { block: Block; next: number } {
  const marked = CARD_MARK.test(lines[start].text);
  const { values, end } = cardValues(lines, marked ? start + 1 : start);
  const title = findTitle(lines, start, earliest);
  return {
    block: {
      kind: "card",
      heading: marked ? "Price vs Fair Value" : lines[start].text,
      line: title ? title.line : lines[start].line,
      company: title ? title.company : { name: null, symbol: null },
      values,
    },
    next: Math.max(end, start + 1),
  };
}

function readArticle(lines: readonly TextLine[], start: number): { block: Block; next: number } {
  const values: Value[] = [];
  let index = start + 1;
  for (let label = articleLabel(lines[index]?.text ?? ""); label; label = articleLabel(lines[index]?.text ?? "")) {
    values.push({ field: label.field, label: label.label, text: label.value, line: lines[index].line });
    index += 1;
  }
  const heading = lines[start].text;
  return { block: { kind: "article", heading, line: lines[start].line, company: headingCompany(heading), values }, next: index };
}

// Without the heading, a card is two or more label/value pairs, one of them a price, a fair value or
// the ratio: 'Morningstar Rating' over a price in a page's header is not one.
const UNHEADED_CARD_FIELDS: ReadonlySet<Field> = new Set(["lastPrice", "fairValue", "ratio"]);

function isCardStart(lines: readonly TextLine[], index: number): boolean {
  if (CARD_MARK.test(lines[index].text)) return true;
  if (!cardPair(lines, index)) return false;
  const { values } = cardValues(lines, index);
  return values.length >= 2 && values.some((value) => UNHEADED_CARD_FIELDS.has(value.field));
}

const isArticleStart = (lines: readonly TextLine[], index: number) =>
  !articleLabel(lines[index].text) && !CARD_MARK.test(lines[index].text) && articleLabel(lines[index + 1]?.text ?? "") !== null;

interface Prose {
  block: Block;
  /** The lines after the block, up to the next one. */
  lines: TextLine[];
}

/**
 * A heading without a code takes one from the prose after its block, but only a mention whose
 * preceding words are the heading's name ("TPG Telecom (ASX:TPG)"), and only when exactly one such
 * code is found: a competitor named nearby must never receive the value.
 */
function linkFromProse(prose: Prose): string | null {
  const name = prose.block.company.name ?? "";
  const codes = new Set<string>();
  for (const line of prose.lines) {
    for (const mention of codeMentions(line.text)) {
      if (mention.symbol && mentionNames(line.text, mention, name)) codes.add(mention.symbol);
    }
  }
  return codes.size === 1 ? [...codes][0] : null;
}

export function parseMorningstarText(text: string): ParseResult<MorningstarPasteRow> {
  const lines = splitLines(text);
  const collector = new RowCollector<MorningstarPasteRow>((row) => row.symbol);
  const blocks: Prose[] = [];
  const prose: TextLine[] = [];
  // 'Price vs Fair Value' with no values after it: a page's tab bar, or a page copied down to it only.
  const emptyCards: Block[] = [];
  let index = 0;
  let earliest = 0;
  while (index < lines.length) {
    let read = isCardStart(lines, index)
      ? readCard(lines, index, earliest)
      : isArticleStart(lines, index)
        ? readArticle(lines, index)
        : null;
    if (read?.block.kind === "card" && read.block.values.length === 0) {
      emptyCards.push(read.block);
      read = null;
    }
    if (!read) {
      (blocks.at(-1)?.lines ?? prose).push(lines[index]);
      index += 1;
      continue;
    }
    // A card's title line, and the page's lines between it and the card, were taken for prose of the
    // block before; they belong to the card.
    const previous = blocks.at(-1)?.lines ?? prose;
    const title = previous.findIndex((line) => line.line === read.block.line);
    if (read.block.kind === "card" && title >= 0) previous.splice(title);
    blocks.push({ block: read.block, lines: [] });
    index = read.next;
    earliest = index;
  }
  const linked = new Set<string>();
  for (const entry of blocks) {
    const { block } = entry;
    if (block.kind === "article" && block.company.symbol === null) block.company.symbol = linkFromProse(entry);
    if (block.company.symbol === null) {
      const reason =
        block.kind === "card"
          ? `a '${block.heading}' card without a line ending with its ticker (such as 'BHP Group Ltd BHP') above it, so it was not read`
          : `no ASX code in the heading '${block.company.name}' and none after it that is given with that name (such as '${block.company.name} (ASX: ABC)'), so the block was not read`;
      collector.error(block.line, reason);
      continue;
    }
    linked.add(block.company.symbol);
    const who = block.company.name ? `${block.company.name} (${block.company.symbol})` : block.company.symbol;
    toRow(block, collector, who);
  }
  // A title whose only 'Price vs Fair Value' was empty: the card's values were not copied.
  for (const card of emptyCards) {
    const { symbol, name } = card.company;
    if (symbol === null || linked.has(symbol)) continue;
    linked.add(symbol);
    collector.error(card.line, "no fair value in the card, so nothing was imported", name ? `${name} (${symbol})` : symbol);
  }
  // Every other ASX code the text names (in prose, a heading or a value) is reported, so none
  // vanishes without a word.
  const named = new Set<string>();
  for (const line of lines) {
    for (const mention of codeMentions(line.text)) {
      if (!mention.symbol || linked.has(mention.symbol) || named.has(mention.symbol)) continue;
      named.add(mention.symbol);
      collector.error(
        line.line,
        "named in the text without a Morningstar card or block of its own, so nothing was imported",
        mention.symbol,
      );
    }
  }
  if (blocks.length === 0) collector.error(lines[0]?.line ?? 1, "no Morningstar card or article block was found");
  return collector.result();
}
