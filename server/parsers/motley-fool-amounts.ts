// The amounts of Motley Fool text: "Buy under $45.00", "Target price: A$320.50", "buy under 90
// cents", "raised its buy-under price to $160.00 (previously $150.00)", and a broker's target quoted
// in an article ("a $3.25 price target", "lifted its price target to $47.00"). Only the amount that
// follows a label is read: "(previously $x)", "last traded at $x" and "today's price of $x" never are.
import { withoutFloatNoise } from "@shared/domain/numbers";
import { quoted, readNumber } from "./cells";
import type { TextLine } from "./text-table";

export type MotleyFoolKind = "buy-under" | "target-price";

export interface AmountEvent {
  at: number;
  kind: MotleyFoolKind;
  label: string;
  /** The amount as written ("$45.00", "90 cents"), the words found instead, or null. */
  raw: string | null;
  consumedNextLine: boolean;
  /** A target the article quotes from a broker, not the Fool's own valuation. */
  broker: boolean;
}

const AMOUNT_LABEL = /\b(?:(buy[\s-]*under)|(target\s+price|price\s+target))(?:\s+price)?\b/gi;
// Words and asides between a label and its amount: "Buy under price raised to $160.00",
// "buy under (previously $150.00): $140.00", "target price of", "price target from $40 to $47".
const FILLER =
  /^\s*(?:[:=]|[-–—](?=\s)|\((?:previously|prev\.?|was|from|up from|down from)\b[^)]*\)|\b(?:of|is|to|at|now|was|has|been|raised|lifted|increased|upped|cut|lowered|reduced|trimmed|moved|set|remains|stays|stands|sits|from)\b)\s*/i;
// An amount: dollars, cents ("90 cents", "95c") or a bare number, ending where its number ends.
const AMOUNT =
  /^\s*(?:[-−+]?\s*(?:A\$|AU\$|AUD\s?|\$)\s*[-−]?\s*\d+(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?\s*(?:cents?|c)\b|[-−+]?\s*\d+(?:,\d{3})*(?:\.\d+)?)(?![\d.,]*[A-Za-z0-9])/i;
// "a $3.25 price target": only quoted broker targets put the amount first.
const AMOUNT_BEFORE_LABEL = /(?:A\$|AU\$|\$)\s*\d+(?:,\d{3})*(?:\.\d+)?\s+(?:price\s+target|target\s+price)\b/gi;

const BROKERS = [
  "Macquarie",
  "Morgans",
  "Goldman Sachs",
  "UBS",
  "Citi",
  "Citigroup",
  "Morgan Stanley",
  "JP Morgan",
  "J.P. Morgan",
  "JPMorgan",
  "Jefferies",
  "Ord Minnett",
  "Bell Potter",
  "Wilsons",
  "Shaw and Partners",
  "Canaccord Genuity",
  "Bank of America",
  "Barrenjoey",
  "Jarden",
  "Evans and Partners",
  "Credit Suisse",
  "Deutsche Bank",
  "RBC",
  "Petra Capital",
  "Euroz Hartleys",
  "Taylor Collison",
  "Moelis",
  "CLSA",
  "Bernstein",
  "Baillieu",
  "Morningstar",
];
const BROKER_NAME = new RegExp(String.raw`\b(${BROKERS.map((name) => name.replace(/[.]/g, String.raw`\.`)).join("|")})\b`);
// Words that say a target is someone else's: a broker, its analysts, its rating.
const BROKER_WORDS =
  /\b(?:brokers?|broking|analysts?|note out of|research note|outperform|overweight|underweight|equal[\s-]weight|(?:buy|sell|neutral|hold) rating|(?:its|their) (?:new |updated |revised |improved )?price target)\b/i;

/** The broker a line quotes ("Macquarie"), or null. */
export function brokerIn(text: string): string | null {
  return BROKER_NAME.exec(text)?.[1] ?? null;
}

/** True when the line quotes a broker's view rather than giving the Fool's own. */
export function hasBrokerCue(text: string): boolean {
  return BROKER_NAME.test(text) || BROKER_WORDS.test(text) || new RegExp(AMOUNT_BEFORE_LABEL.source, "i").test(text);
}

/** The amount right after a label, past fillers; "from $40 to $47" gives $47. */
function amountAfter(text: string): string | null {
  let rest = text;
  let from: string | null = null;
  for (let step = 0; step < 8; step++) {
    const filler = FILLER.exec(rest);
    const amount = AMOUNT.exec(filler ? rest.slice(filler[0].length) : rest);
    if (amount) {
      const word = filler?.[0].trim().toLowerCase();
      if (word === "from") {
        from = amount[0];
        rest = rest.slice((filler?.[0].length ?? 0) + amount[0].length);
        continue;
      }
      return amount[0].trim();
    }
    if (!filler) break;
    rest = rest.slice(filler[0].length);
  }
  return from;
}

/**
 * The labelled amounts of a line, a label ending the line taking its amount from the next line.
 * `quotesBrokers`: the line or its article quotes a broker (hasBrokerCue), so a target in it is theirs.
 */
export function amountEvents(line: TextLine, next: TextLine | undefined, quotesBrokers: boolean): AmountEvent[] {
  const events: AmountEvent[] = [];
  for (const match of line.text.matchAll(AMOUNT_BEFORE_LABEL)) {
    const raw = /^(?:A\$|AU\$|\$)\s*[\d,.]+/i.exec(match[0])?.[0] ?? null;
    events.push({ at: match.index, kind: "target-price", label: "price target", raw, consumedNextLine: false, broker: true });
  }
  const hits = [...line.text.matchAll(AMOUNT_LABEL)];
  for (const [index, match] of hits.entries()) {
    // Already read as "$x price target".
    if (events.some((event) => match.index > event.at && match.index <= event.at + 24)) continue;
    const kind: MotleyFoolKind = match[1] ? "buy-under" : "target-price";
    const label = kind === "buy-under" ? "buy under" : "target price";
    const rest = line.text.slice(match.index + match[0].length, hits[index + 1]?.index ?? line.text.length);
    const inline = amountAfter(rest);
    const labelEndsLine = !inline && index === hits.length - 1 && rest.replace(FILLER, "").trim() === "";
    const below = labelEndsLine && next ? (AMOUNT.exec(next.text)?.[0].trim() ?? null) : null;
    const words = rest
      .replace(FILLER, "")
      .replace(/[.,;!?]+$/, "")
      .trim();
    // "…buy under our new framework" is prose, not a missing amount; one or two words ("N/A") are a value.
    if (!inline && !below && words.split(" ").length > 2) continue;
    const raw = inline ?? below ?? (words || null);
    const broker = kind === "target-price" && quotesBrokers;
    events.push({ at: match.index, kind, label, raw, consumedNextLine: below !== null, broker });
  }
  return events.sort((a, b) => a.at - b.at);
}

/** "90 cents" → 0.9; anything else goes through readNumber. Problems go to `problems`. */
export function readAmount(raw: string, label: string, problems: string[]): number | null {
  const cents = /^(\d+(?:\.\d+)?)\s*(?:cents?|c)$/i.exec(raw);
  if (!cents) return readNumber(raw, label, problems, { required: true });
  const count = readNumber(cents[1], label, problems, { required: true });
  if (count === null) return null;
  const dollars = withoutFloatNoise(count / 100);
  if (dollars === 0) problems.push(`${label} ${quoted(raw)} must be above zero`);
  return dollars === 0 ? null : dollars;
}
