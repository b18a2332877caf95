// Company names and ASX codes as they arrive from pastes and spreadsheets: "BHP Group (ASX: BHP)",
// "Coles Group - COL.AX", "bhp.asx". The table shows clean names; the database stores bare codes.

const ASX_SYMBOL = /^[A-Z0-9]{1,6}$/;

/** A bare ASX code: 1–6 upper-case letters or digits ("BHP", "S32", "XRO"). */
export function isValidAsxSymbol(symbol: string): boolean {
  return ASX_SYMBOL.test(symbol);
}

/** "asx: bhp.ax " → "BHP": trims, upper-cases, drops an "ASX:" prefix and a ".AX"/".ASX" suffix. */
export function normaliseSymbol(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/^ASX\s*:\s*/, "")
    .replace(/\.(AX|ASX)$/, "")
    .trim();
}

// The code must be upper case: that is what tells "(BHP)" apart from "(Aust)" or "- Limited".
const CODE = String.raw`[A-Z0-9]{1,6}(?:\.(?:AX|ASX))?`;
const BRACKETED_CODE = new RegExp(String.raw`\s*\(\s*(?:ASX\s*:\s*)?${CODE}\s*\)\s*$`);
const DASHED_CODE = new RegExp(String.raw`\s+[-–—]\s*(?:ASX\s*:\s*)?(${CODE})\s*$`);
// Upper-case words that end real company names after a dash and must survive ("Fund - ETF").
const NOT_A_CODE = new Set(["LTD", "NL", "PLC", "INC", "CORP", "CO", "REIT", "ETF", "FUND", "TRUST", "GROUP"]);

/**
 * Removes a trailing ticker: "BHP Group (ASX: BHP)", "BHP Group (BHP)", "BHP Group - BHP" and
 * "Coles Group - COL.AX" all become the bare name. Only a final upper-case code is removed, so
 * "Rio Tinto - Limited" and "Wesfarmers (Aust)" are left alone, as are corporate words like
 * "- ETF". A name that is nothing but a code is returned unchanged rather than emptied.
 */
export function stripTickerSuffix(name: string): string {
  const original = name.trim();
  let result = original;
  // Twice at most: "Name (ASX: BHP) - BHP" carries both forms.
  for (let pass = 0; pass < 2; pass++) {
    const withoutBrackets = result.replace(BRACKETED_CODE, "");
    const dashed = DASHED_CODE.exec(withoutBrackets);
    const code = dashed?.[1].replace(/\.(AX|ASX)$/, "");
    const next = dashed && code && !NOT_A_CODE.has(code) ? withoutBrackets.slice(0, dashed.index) : withoutBrackets;
    if (next === result) break;
    result = next.trim();
  }
  return result.length > 0 ? result : original;
}
