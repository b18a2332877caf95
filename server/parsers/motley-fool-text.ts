// Motley Fool prose: recommendation text and articles naming stocks ("Xero Ltd (ASX: XRO)", or a
// code opening a line as in their scorecards) with "Buy under $x" or "Target price $x".
// A stock's block opens with a mention that is the subject of its line (a heading, "Name (ASX:
// CODE) - Buy under $x", "XRO<tab>Target price…", "cba - Buy under…"). A code mentioned in passing
// inside a sentence opens a block only when there is no open block waiting for its amount, so a
// competitor, a broker or another exchange's listing named inside a stock's paragraph never takes
// that stock's value. Every ASX code the text names is imported or named in the errors.
import { quoted, toAsxSymbol } from "./cells";
import { type CodeMention, codeMentions, isSubjectMention, nameBefore } from "./code-mentions";
import { type AmountEvent, amountEvents, brokerIn, hasBrokerCue, readAmount } from "./motley-fool-amounts";
import type { MotleyFoolRow } from "./motley-fool-paste";
import { RowCollector } from "./row-collector";
import { type TextLine, splitLines } from "./text-table";
import type { ParseResult } from "./types";

// What may follow a code that opens a line, besides a separator: an amount label ("Buy under") or the
// amount itself ("$98.00", "A$28.40", "98.00", "90 cents"). A bare whole number ("Q3 2024") is not one.
const LABEL_NEXT = String.raw`(?:buy[\s-]*under|target\s+price|price\s+target)\b`;
const AMOUNT = String.raw`(?:A?\$\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*\.\d+|\d+\s*cents?\b)`;
// A code opening a line in upper case, then a separator, the end of the line, an amount label or an amount.
const LEADING_CODE = new RegExp(
  String.raw`^([A-Z][A-Z0-9]{1,5})(?:\.(?:AX|ASX))?` + String.raw`(?=\s*$|\t|\s*[:,(|]|\s+[-–—]\s|\s+${LABEL_NEXT}|\s+${AMOUNT})`,
);
// In any other case only when a dash, colon or pipe and then an amount label or an amount follow
// ("cba - Buy under", "cba: $98.00"), or the label itself, or an amount that ends the line or comes
// before a label ("cba $98.00", "cba 98.00 buy under"); "paid $2.10 per share" stays prose. A code in
// any case names its own stock, so its line's value (or problem) never lands on the stock before.
const LEADING_CODE_ANY_CASE = new RegExp(
  String.raw`^([A-Za-z][A-Za-z0-9]{1,5})(?:\.(?:ax|asx))?` +
    String.raw`(?=\s*[-–—:|]\s*(?:${LABEL_NEXT}|${AMOUNT})|\s*${LABEL_NEXT}|\s+${AMOUNT}(?:\s*$|\s+${LABEL_NEXT}))`,
  "i",
);
// Words people open a line with that are not codes.
const NOT_CODES = new Set([
  "PRICE",
  "VALUE",
  "TARGET",
  "FAIR",
  "LAST",
  "WAS",
  "IS",
  "AT",
  "UNDER",
  "ABOVE",
  "BELOW",
  "UP",
  "DOWN",
  "FROM",
  "TO",
  "BUY",
  "SELL",
  "HOLD",
  "THE",
  "ASX",
  "CEO",
  "CFO",
  "ETF",
  "AUD",
  "USD",
  "FY",
  "EPS",
  "NOTE",
  "UPDATE",
  "NEW",
  "NOW",
  "OUR",
  "WHY",
  "TODAY",
  "PS",
  "NB",
  "AND",
  "OR",
  "OLD",
  "RE",
  "WAS",
]);

interface Block {
  /** Null for another exchange's listing: amounts after it are refused, not given to an ASX code. */
  symbol: string | null;
  label: string;
  name: string | null;
  line: number;
  /** Opened by a passing mention; a second passing code then makes its amount ambiguous. */
  passing: boolean;
  /** Other codes named in passing while this block waited for its amount. */
  alsoNamed: string[];
  /** An amount (or a problem with one) was met: a passing mention may open the next block. */
  settled: boolean;
  brokerSeen: boolean;
  holdSeen: boolean;
}

interface Mention {
  symbol: string;
  line: number;
  broker: boolean;
  block: Block | null;
}

type CodeEvent = {
  at: number;
  type: "code";
  mention: CodeMention | null;
  symbol: string | null;
  label: string;
  subject: boolean;
  broker: boolean;
  name: string | null;
};
type Event = CodeEvent | ({ type: "amount" } & AmountEvent);

/**
 * The words of a line that can quote a broker: all of it but the company its subject mention names.
 * "Macquarie Group Ltd (ASX: MQG) shares are charging higher" is about Macquarie the stock; it
 * neither quotes Macquarie the broker nor makes the article a broker article.
 */
function quotingWords(text: string): string {
  const subject = codeMentions(text).find((mention) => isSubjectMention(text, mention));
  return subject ? text.slice(subject.end) : text;
}

function codeEvents(line: TextLine, brokerLine: boolean): CodeEvent[] {
  const events: CodeEvent[] = codeMentions(line.text).map((mention) => {
    const name = nameBefore(line.text, mention);
    // A line opening with "Macquarie Group Ltd (ASX: MQG)" names the stock; one that quotes "a note
    // out of Macquarie Group Ltd (ASX: MQG)" names the broker, never the stock.
    const subject = isSubjectMention(line.text, mention);
    const broker = !subject && brokerLine && brokerIn(line.text.slice(Math.max(0, mention.at - 40), mention.at)) !== null;
    return { at: mention.at, type: "code", mention, symbol: mention.symbol, label: mention.label, subject, broker, name };
  });
  if (events.some((event) => event.at === 0)) return events;
  // The raw line keeps its tabs, which separate a scorecard's code cell from the rest.
  const start = line.raw.replace(/^[\s\u00A0]+/, "");
  const upper = LEADING_CODE.exec(start)?.[1];
  const code = (upper ?? LEADING_CODE_ANY_CASE.exec(start)?.[1])?.toUpperCase();
  // A capitalised cell a tab ends is a table's code cell even when it spells a word ("NOW\tTarget price").
  const codeCell = upper !== undefined && start.charAt(upper.length) === "\t";
  if (code && (codeCell || !NOT_CODES.has(code))) {
    const symbol = toAsxSymbol(code);
    events.push({ at: 0, type: "code", mention: null, symbol, label: code, subject: true, broker: false, name: null });
  }
  return events;
}

export function parseMotleyFoolText(text: string): ParseResult<MotleyFoolRow> {
  const lines = splitLines(text);
  const collector = new RowCollector<MotleyFoolRow>((row) => row.symbol);
  const mentions: Mention[] = [];
  const named = new Set<string>();
  let current: Block | null = null;
  // An article about brokers ("Brokers name 3 ASX shares to buy today") quotes their targets throughout.
  let brokerArticle = false;

  const refuse = (line: number, reason: string | readonly string[], who?: string | null) => {
    if (who) named.add(who);
    collector.error(line, reason, who);
  };

  const onCode = (event: CodeEvent, line: TextLine) => {
    if (event.symbol) mentions.push({ symbol: event.symbol, line: line.line, broker: event.broker, block: null });
    if (event.broker || (!event.subject && event.symbol === null)) return; // brokers and passing foreign listings
    const opens = event.subject || !current || current.settled;
    if (!opens) {
      // A second code in the passage that opened the block (the same line, or a passing mention's
      // block) leaves its amount without a clear owner; one named later in a paragraph does not.
      const unclear = current && (current.passing || current.line === line.line);
      if (current && unclear && event.symbol && event.symbol !== current.symbol && !current.alsoNamed.includes(event.symbol)) {
        current.alsoNamed.push(event.symbol);
      }
      return;
    }
    current = {
      symbol: event.symbol,
      label: event.label,
      name: event.name,
      line: line.line,
      passing: !event.subject,
      alsoNamed: [],
      settled: false,
      brokerSeen: false,
      holdSeen: false,
    };
    const mention = mentions.at(-1);
    if (mention && event.symbol && mention.symbol === event.symbol) mention.block = current;
  };

  const onAmount = (event: AmountEvent, line: number, quoting: string) => {
    const shown = quoted(`${event.label}${event.raw ? ` ${event.raw}` : ""}`);
    if (!current) return refuse(line, `${shown} comes before any stock code`);
    current.settled = true;
    if (!current.symbol) return refuse(line, `${shown} follows ${current.label}, which is not an ASX code`);
    const who = current.symbol;
    if (current.alsoNamed.length > 0) {
      const codes = [who, ...current.alsoNamed];
      for (const code of current.alsoNamed) named.add(code);
      return refuse(
        line,
        `${shown} follows ${codes.join(" and ")} in one passage, so which stock it belongs to is unclear; nothing was imported`,
        who,
      );
    }
    // Buy under is the Fool's own call; a target in a passage that quotes a broker is the broker's.
    if (event.broker || (event.kind === "target-price" && current.brokerSeen)) {
      const broker = brokerIn(quoting);
      const whose = broker ? `a broker's (${broker})` : "a broker's";
      const amount = event.raw ? `the ${event.raw} price target` : "the price target";
      return refuse(line, `${amount} is ${whose}, quoted in the article, not a Motley Fool valuation, so it was not imported`, who);
    }
    if (event.raw === null) return refuse(line, `${event.label} has no amount`, who);
    const problems: string[] = [];
    const fairValue = readAmount(event.raw, event.label, problems);
    if (fairValue === null) return refuse(line, problems, who);
    collector.add(line, { symbol: who, name: current.name, fairValue, kind: event.kind });
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const quoting = quotingWords(line.text);
    const cue = hasBrokerCue(quoting);
    if (!current && cue) brokerArticle = true;
    const amounts = amountEvents(line, lines[index + 1], brokerArticle || cue);
    const events: Event[] = [...codeEvents(line, cue), ...amounts.map((amount) => ({ type: "amount" as const, ...amount }))];
    events.sort((a, b) => a.at - b.at);
    for (const event of events) {
      if (event.type === "code") onCode(event, line);
      else onAmount(event, line.line, quoting);
    }
    const block = current as Block | null;
    if (block && cue) block.brokerSeen = true;
    if (block && /\bhold\b/i.test(line.text)) block.holdSeen = true;
    if (amounts.some((event) => event.consumedNextLine)) index += 1;
  }

  // Every ASX code named but neither imported nor already reported is reported once, where it first appears.
  const imported = new Set(collector.result().rows.map((row) => row.symbol));
  for (const mention of mentions) {
    if (imported.has(mention.symbol) || named.has(mention.symbol)) continue;
    const why = mention.broker
      ? "named as the broker whose price target is quoted, not as a stock with a value"
      : mention.block?.holdSeen
        ? "a Hold with no 'Buy under' or 'Target price' amount"
        : "named without a 'Buy under' or 'Target price' amount";
    refuse(mention.line, `${why}, so nothing was imported`, mention.symbol);
  }
  if (collector.size === 0) {
    collector.error(lines[0]?.line ?? 1, "no stock code with a 'Buy under' or 'Target price' amount was found");
  }
  return collector.result();
}
