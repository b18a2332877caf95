// Stock codes as articles write them: "BHP Group Ltd (ASX: BHP)", "(ASX:TPG)", "Intuit (NASDAQ:
// INTU)". The prose parsers (Morningstar articles, Motley Fool) find them here, decide whether a
// mention opens a line as its subject, and whether the words before it name a given company.

/**
 * An exchange prefix makes any case a code mention ("(ASX: BHP)", "asx:bhp", "(NASDAQ: INTU)"), and
 * so does the ASX suffix ("bhp.ax", "BHP.ASX"); only ASX codes are stocks this app tracks.
 */
const EXCHANGE_CODE = /\(?\b(ASX|XASX|NYSE|NASDAQ|NZX|NZE|LSE|TSX|OTC|AMEX|HKEX|SGX)\s*:\s*([A-Za-z0-9]{1,6}(?:\.(?:AX|ASX))?)\b\)?/gi;
const SUFFIXED_CODE = /\b([A-Za-z0-9]{1,6})\.(AX|ASX)\b/gi;

export interface CodeMention {
  /** Where the mention starts and ends in the text. */
  at: number;
  end: number;
  /** "ASX", "NASDAQ", …, upper case. */
  exchange: string;
  /** The bare ASX code, or null for another exchange's code or a code the ASX cannot have. */
  symbol: string | null;
  /** How a message shows it: "NASDAQ: INTU". */
  label: string;
}

const ASX_CODE = /^[A-Z0-9]{1,6}$/;

function mention(at: number, end: number, exchange: string, raw: string): CodeMention {
  const code = raw.toUpperCase().replace(/\.(AX|ASX)$/, "");
  const symbol = exchange === "ASX" && ASX_CODE.test(code) && /[A-Z]/.test(code) ? code : null;
  return { at, end, exchange, symbol, label: `${exchange}: ${code}` };
}

/** Every code mention in the text, in order; a suffix inside a prefixed mention counts once. */
export function codeMentions(text: string): CodeMention[] {
  const prefixed = [...text.matchAll(EXCHANGE_CODE)].map((match) => {
    const exchange = match[1].toUpperCase() === "XASX" ? "ASX" : match[1].toUpperCase();
    return mention(match.index, match.index + match[0].length, exchange, match[2]);
  });
  const suffixed = [...text.matchAll(SUFFIXED_CODE)]
    .filter((match) => !prefixed.some((found) => match.index >= found.at && match.index < found.end))
    .map((match) => mention(match.index, match.index + match[0].length, "ASX", match[1]));
  return [...prefixed, ...suffixed].sort((a, b) => a.at - b.at);
}

// A company name: words that start with a capital or a digit ("BHP", "Carsales.com", "A2"), joined
// by the small words names use. Anything else (a verb, a colon) makes the text a sentence.
const NAME_WORD = String.raw`(?:[A-Z0-9][\w.&'’-]*|&|of|and|the|de|du|la|von)`;
const NAME = new RegExp(String.raw`^${NAME_WORD}(?:\s+${NAME_WORD}){0,7}$`);

/** True when the text is nothing but a company name ("Xero Ltd", "Bank of Queensland"). */
export function isCompanyName(text: string): boolean {
  return NAME.test(text.trim());
}

/**
 * A mention is the subject of its line when the line opens with it or with a company name right
 * before it: "Xero Ltd (ASX: XRO)", "Xero Ltd (ASX: XRO) - Buy under $150". One inside a sentence
 * ("…competes with Intuit (NASDAQ: INTU)…", "Reminder: BHP (ASX: BHP)…") is a passing mention.
 */
export function isSubjectMention(text: string, mention: CodeMention): boolean {
  const before = text.slice(0, mention.at).trim();
  return before === "" || isCompanyName(before);
}

/** The company name right before a subject mention, or null when there is none. */
export function nameBefore(text: string, mention: CodeMention): string | null {
  const before = text.slice(0, mention.at).trim();
  return before !== "" && isCompanyName(before) ? before : null;
}

// Words that vary between two spellings of one company's name ("Endeavour Group Ltd" / "Endeavour").
const GENERIC_WORDS = new Set(["ltd", "limited", "group", "holdings", "corporation", "corp", "co", "company", "inc", "plc", "nl", "the"]);

/** The distinctive words of a name, lower case: "Endeavour Group Ltd" → ["endeavour"]. */
export function nameKey(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !GENERIC_WORDS.has(word));
}

/**
 * True when the words right before the mention are the company's name: "…shares in TPG Telecom
 * Ltd (ASX: TPG)" names "TPG Telecom"; "…unlike Telstra (ASX: TLS)" does not.
 */
export function mentionNames(text: string, mention: CodeMention, name: string): boolean {
  const key = nameKey(name);
  if (key.length === 0) return false;
  const before = nameKey(text.slice(0, mention.at));
  return before.length >= key.length && key.every((word, index) => before[before.length - key.length + index] === word);
}
