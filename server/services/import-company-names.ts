// The ASX's list spells every name in capitals ("CSL LIMITED", "JB HI-FI LIMITED."). A stock an
// import creates shows it in the case people write it ("CSL Limited", "JB Hi-Fi Limited"): words
// in title case, the company's own code, acronyms and letter-digit codes kept in capitals, and the
// small words of a name in lower case.

/** Capitalised names the list uses that are not the company's own code ("NIB HOLDINGS" is NHF). */
const ACRONYMS = new Set([
  "AGL",
  "ALS",
  "AMA",
  "AMP",
  "ANZ",
  "APA",
  "ASX",
  "AUB",
  "BWP",
  "CAR",
  "CDP",
  "CSR",
  "EML",
  "EQT",
  "ETF",
  "ETFS",
  "EVT",
  "GPT",
  "GQG",
  "GUD",
  "GWA",
  "HMC",
  "HUB24",
  "IAG",
  "IDP",
  "IGO",
  "IPH",
  "MFF",
  "NAB",
  "NIB",
  "NL",
  "NZ",
  "NZME",
  "OFX",
  "PLC",
  "PSC",
  "QBE",
  "REA",
  "REIT",
  "REITS",
  "SGH",
  "SRG",
  "TPG",
  "UGL",
  "UK",
  "US",
  "USA",
  "WAM",
  "XRF",
]);
/** Abbreviations without vowels that are still written as words ("Pty Ltd", "St Barbara"). */
const WORD_ABBREVIATIONS = new Set(["LTD", "PTY", "MT", "ST", "DR", "MR", "MRS", "MS", "CO", "CORP", "INC", "BROS", "INTL", "NTH", "STH"]);
/** The small words of a name, lower case unless they open it. */
const SMALL_WORDS = new Set(["OF", "AND", "THE", "IN", "ON", "AT", "FOR", "TO", "BY", "DE", "DU", "LA", "LE", "DA", "VAN", "VON"]);
/** Two-letter words that are words, not initials ("No.4", "Go"). */
const TWO_LETTER_WORDS = new Set(["NO", "GO", "MY", "UP", "WE", "BE", "DO", "SO", "OR", "AN", "AS", "IS", "IF", "ME", "OZ"]);

/** "MCPHERSON'S" → "McPherson's", "O'NEIL" → "O'Neil", "DOMINO'S" → "Domino's". */
function titleWord(word: string): string {
  const lower = word.toLowerCase();
  let result = lower.charAt(0).toUpperCase() + lower.slice(1);
  if (/^mc[a-z]{2}/.test(lower)) result = `Mc${lower.charAt(2).toUpperCase()}${lower.slice(3)}`;
  return result.replace(/^([A-Za-z])['’]([a-z])/, (_, first: string, next: string) => `${first.toUpperCase()}'${next.toUpperCase()}`);
}

const hasVowel = (word: string) => /[AEIOUY]/.test(word);

/** One part of a word (a hyphenated word has several). */
function casePart(part: string, code: string, standalone: boolean): string {
  const letters = part.replace(/[^A-Z]/g, "");
  if (ACRONYMS.has(part) || (part === code && !hasVowel(part))) return part;
  if (/\d/.test(part)) {
    // "A2", "G8" are codes; "SOUTH32" and "29METALS" are words with a number.
    return letters.length <= 2 ? part : part.replace(/[A-Z]+/g, (run) => titleWord(run));
  }
  if (WORD_ABBREVIATIONS.has(letters) && letters === part.replace(/\.$/, "")) return titleWord(part);
  if (letters.length > 0 && letters.length <= 4 && !hasVowel(letters) && letters === part) return part; // BHP, JB, TBK
  const word = TWO_LETTER_WORDS.has(part) || SMALL_WORDS.has(part);
  if (standalone && letters.length === 2 && letters === part && !word) return part; // MC Mining, (PT)
  return titleWord(part);
}

/**
 * "THE A2 MILK COMPANY LIMITED" → "The A2 Milk Company Limited". `code` is the company's own ASX
 * code: a word that is the code and has no vowels stays in capitals whatever its length.
 */
export function readableCompanyName(listed: string, code: string): string {
  const words = listed.trim().replace(/\.+$/, "").split(/\s+/);
  return words
    .map((word, index) => {
      const [, open, core, close] = /^(\(?)(.*?)(\)?)$/.exec(word) ?? ["", "", word, ""];
      if (index > 0 && SMALL_WORDS.has(core)) return `${open}${core.toLowerCase()}${close}`;
      const parts = core.split("-");
      const cased = parts.map((part) => casePart(part, code, parts.length === 1)).join("-");
      return `${open}${cased}${close}`;
    })
    .join(" ");
}
