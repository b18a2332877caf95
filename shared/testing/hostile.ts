// Hostile input for the property tests of issue #8: what people paste by mistake and what attackers
// send on purpose, as fast-check arbitraries. Shared by the parser, contract and API property tests,
// so it holds no database or app code. Each arbitrary mixes a fixed dictionary of known trouble
// (NUL, bidi overrides, HTML, SQL, formula triggers, "1e999", "__proto__") with random text, so
// every run meets both the classic cases and the ones nobody thought of.
import fc from "fast-check";

/**
 * Generated inputs per property-test file. Each file counts the inputs it really ran and checks the
 * count against its line here, and hostile.test.ts checks that the lines add up to the issue's
 * 10,000, so lowering numRuns anywhere is noticed.
 */
export const PROPERTY_RUNS = {
  parsers: 7_300,
  // 3,000 + 500 for the alert contracts (shared/contracts/alerts.ts).
  contracts: 3_500,
  // 2,000 + 320 for the alert routes (server/test/security/hostile-routes.ts).
  api: 2_320,
} as const;

export const MIN_TOTAL_PROPERTY_RUNS = 10_000;

/** Counts the inputs a property really saw (fast-check's numRuns is only a request). */
export function runCounter() {
  let runs = 0;
  return {
    tick(): void {
      runs += 1;
    },
    get runs(): number {
      return runs;
    },
  };
}

/** Strings that broke or nearly broke real systems: one of these per field is the usual attack. */
export const HOSTILE_TOKENS: readonly string[] = [
  // Control, invisible and direction-changing characters (PostgreSQL text cannot hold NUL at all).
  "\u0000",
  "\u0000\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u200b",
  "\u200e",
  "\u202e",
  "\u2066",
  "\u2069",
  "\ufeff",
  "\ufffe",
  "\ufffd",
  "\ud800",
  "\udfff",
  "\u00a0",
  "\u3000",
  "\u2028",
  "\u2029",
  "\r",
  "\n",
  "\r\n",
  "\t",
  "\v",
  "\f",
  "",
  " ",
  "😀",
  "👨‍👩‍👧",
  "𝟘",
  "Ω",
  "e\u0301",
  // HTML and script.
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg/onload=alert(1)>',
  "&#0;",
  "&lt;b&gt;",
  "]]>",
  "<!--",
  '<?xml version="1.0"?>',
  '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>',
  "&e;",
  "javascript:alert(1)",
  // SQL and other injection.
  "'; drop table stocks; --",
  "' OR '1'='1",
  "1; select pg_sleep(10)",
  "$$",
  "E'\\x00'",
  "%",
  "_",
  "\\",
  "\\N",
  "NULL",
  "${7*7}",
  "{{7*7}}",
  "%s%s%n",
  "../../etc/passwd",
  "C:\\Windows\\win.ini",
  "file:///etc/passwd",
  // Spreadsheet formula triggers.
  "=1+1",
  "=cmd|' /C calc'!A0",
  "+SUM(A1:A9)",
  "-2+3",
  "@A1",
  '=HYPERLINK("http://x","y")',
  // Prototype pollution and other magic object keys.
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  // Number-like text.
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-1e999",
  "1e308",
  "-1e308",
  "5e-324",
  "-0",
  "0",
  "0.00",
  "-1",
  "-0.01",
  "0x10",
  "0b11",
  "0o7",
  "1_000",
  "١٢٣",
  "１２３",
  "99999999999999999999999999999999",
  "9007199254740993",
  "1,000,000,000,000,000",
  "$-5",
  "(0)",
  "--5",
  "5%",
  "%5",
  "1e3",
  ".5",
  "5.",
  "1.2.3",
  "1,2",
  "12,34,567",
  "$1,000,000.01",
  "−3.1%",
  "(4.20)",
  // JSON-ish and type confusion.
  "null",
  "undefined",
  "true",
  "false",
  "[]",
  "{}",
  "[object Object]",
  '{"__proto__":{"x":1}}',
];

export const hostileToken: fc.Arbitrary<string> = fc.constantFrom(...HOSTILE_TOKENS);

/** A 10,000-character field made of one unit, so its start and end still look like data. */
export const longField: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom("A", "9", "1,", " ", "\u0000", "<b>", "'", "$1.", "BHP ", "\t", '"', "😀"),
    fc.integer({ min: 9_990, max: 10_010 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** UTF-16 code units at random, lone surrogates included. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 24 });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileToken },
  { weight: 3, arbitrary: fc.array(hostileToken, { minLength: 2, maxLength: 6 }).map((parts) => parts.join("")) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 1, arbitrary: longField },
);

/** Control, line-break and direction characters: what a stored text field must refuse or clean. */
export const CONTROL_TOKENS: readonly string[] = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u202e",
  "\u2066",
  "\t",
  "\n",
  "\r\n",
];

/** Ordinary text with one of CONTROL_TOKENS inside it (often enough a NUL, which PostgreSQL text cannot hold). */
export const controlText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("BHP Group", "Retail", "top20.csv", "x"), fc.constantFrom("\u0000", ...CONTROL_TOKENS), fc.nat())
  .map(([text, control, at]) => {
    const index = at % (text.length + 1);
    return `${text.slice(0, index)}${control}${text.slice(index)}`;
  });

/** Text that might be read as a number: the dictionary's tricky ones, and numbers at random. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TOKENS.filter((token) => /\d|NaN|Infinity/.test(token))) },
  { weight: 2, arbitrary: fc.double().map(String) },
  { weight: 2, arbitrary: fc.double({ min: -2e6, max: 2e6, noNaN: true }).map((value) => value.toLocaleString("en-AU")) },
  { weight: 1, arbitrary: fc.double({ min: -2e6, max: 2e6, noNaN: true }).map((value) => `$${value.toFixed(2)}`) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: -100, max: 200 }).map((value) => `${value}%`) },
);

/** Numbers as a JSON body carries them (NaN and ±Infinity become null on the way). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -1,
    0.001,
    1e6,
    1e6 + 0.01,
    1e12,
    1e12 + 1,
    100,
    100.0001,
  ),
  fc.double(),
  fc.integer(),
);

/** Object keys that reach for Object.prototype, and keys at random. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "__lookupGetter__"),
  },
  { weight: 1, arbitrary: hostileString.filter((key) => key.length < 100) },
);

/** Dates as text: year 0, a leap day that is not, ISO timestamps, expanded years, locale formats. */
export const hostileDateText: fc.Arbitrary<string> = fc.oneof(
  // Year 0 passes a calendar check in JavaScript and fails in PostgreSQL, which has no year 0.
  { weight: 2, arbitrary: fc.constantFrom("0000-01-01", "0000-02-29", "0000-12-31") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "0000-01-01",
      "0001-01-01",
      "1899-12-31",
      "1900-01-01",
      "2100-12-31",
      "2101-01-01",
      "9999-12-31",
      "2024-02-30",
      "2024-02-29",
      "2023-02-29",
      "2024-13-01",
      "2024-00-10",
      "2024-1-1",
      " 2024-01-31 ",
      "2024-01-01T00:00:00Z",
      "+275760-09-13",
      "-000001-01-01",
      "20240101",
      "31/01/2024",
      "2024-06-30\u0000",
      "",
    ),
  },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)) },
);

/** Any JSON value with hostile leaves and keys (own "__proto__" keys included), a few levels deep. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    tie("object"),
  ),
  // Object.fromEntries defines "__proto__" as an own key (assignment would set the prototype), so
  // JSON.stringify really sends it.
  object: fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map((entries) => Object.fromEntries(entries)),
})).value;

/**
 * A valid body with one or two fields made hostile, a field removed, hostile keys added, or no
 * valid shape at all. Starting from valid bodies gets past the first check, so the deeper rules and
 * the database see hostile values too; some bodies stay valid, so accepted writes are exercised.
 */
export function hostileBody(valid: fc.Arbitrary<Record<string, unknown>>, fieldValues: Record<string, fc.Arbitrary<unknown>> = {}) {
  // The field's own hostile values (dates for a date, numbers as text for a price) come first.
  const fieldValue = (field: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fieldValues[field] ?? hostileJson },
      { weight: 1, arbitrary: hostileJson },
      { weight: 1, arbitrary: hostileString },
    );
  const replaced = valid.chain((body) => {
    const fields = Object.keys(body);
    if (fields.length === 0) return fc.constant(body);
    return fc
      .subarray(fields, { minLength: 1, maxLength: Math.min(2, fields.length) })
      .chain((picked) => fc.tuple(...picked.map((field) => fieldValue(field).map((value) => [field, value] as const))))
      .map((changes) => ({ ...body, ...Object.fromEntries(changes) }));
  });
  const withoutField = valid.chain((body) =>
    fc.constantFrom("", ...Object.keys(body)).map((field) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== field))),
  );
  const extraKeys = fc
    .tuple(valid, fc.array(fc.tuple(hostileKey, hostileJson), { minLength: 1, maxLength: 3 }))
    .map(([body, entries]) => Object.fromEntries([...Object.entries(body), ...entries]));
  return fc.oneof(
    { weight: 2, arbitrary: valid as fc.Arbitrary<unknown> },
    { weight: 5, arbitrary: replaced },
    { weight: 1, arbitrary: withoutField },
    { weight: 1, arbitrary: extraKeys },
    { weight: 2, arbitrary: hostileJson },
  );
}

/** Raw request bodies sent as application/json: broken JSON, deep nesting, duplicate and magic keys. */
export const HOSTILE_RAW_JSON: readonly string[] = [
  "",
  "{",
  '{"text": ',
  "null",
  "0",
  '"text"',
  "[]",
  "[{}]",
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"text":"\\u0000"}',
  '{"text":"\\ud800"}',
  '{"amount":1e999}',
  '{"amount":-0}',
  '{"amount":NaN}',
  "{'single':'quotes'}",
  "\ufeff{}",
  "[".repeat(5_000) + "]".repeat(5_000),
  '{"a":'.repeat(2_000) + "1" + "}".repeat(2_000),
];

// Pastes: the codes, amounts and header words the four sources and shareholder lists really use,
// mixed with hostile cells, so generated pastes get past header detection into the row rules.

export const PASTE_CODES = [
  "BHP",
  "bhp.ax",
  "ASX: CBA",
  "(ASX: WES)",
  "XASX:BHP",
  "BHP.ASX",
  "S32",
  "A2M",
  "CBA AU",
  "XRO",
  "ASX:__PROTO__",
  "TOOLONGCODE",
];
export const PASTE_AMOUNTS = [
  "$1,234.50",
  "A$12",
  "AUD 12.40",
  "(4.20)",
  "−3.1%",
  "12.5%",
  "1,234,567",
  "24.35%",
  "0",
  "0.00",
  "1000000",
  "1000000.01",
  "-5",
  "45.2",
  "$48.00",
  "100%",
  "100.01%",
];
export const PASTE_WORDS = [
  "Code",
  "ASX Code",
  "Ticker",
  "Security",
  "Fair Value",
  "Last",
  "Last $",
  "Price",
  "Uncertainty",
  "Economic Moat",
  "Financial Health",
  "Buy below",
  "Sell above",
  "Price at review",
  "Current price",
  "Max portfolio weighting",
  "Buy under",
  "Target price",
  "Target Price",
  "Last Price",
  "Recommendation",
  "Source",
  "Description",
  "Name",
  "Shares",
  "Percentage",
  "%",
  "Change",
  "Rank",
  "Total",
  "Low",
  "Wide",
  "Narrow",
  "Very High",
  "Buy",
  "Hold",
  "Bell Potter",
  "Consensus",
  "N/A",
  "-",
  "#N/A",
  "BHP Group (ASX: BHP)",
  "ASX Limited - ASX",
  "Buy below $55.00",
  "Sell above: $80",
  "Buy under $12",
  "Target price of $1e999",
  "HSBC CUSTODY NOMINEES (AUSTRALIA) LIMITED",
];

export const PASTE_HEADERS = {
  morningstar: [
    "Code\tLast\tFair Value\tUncertainty\tEconomic Moat\tFinancial Health",
    "Code,Last,Fair Value,Uncertainty,Economic Moat,Financial Health",
  ],
  intelligentInvestor: ["Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight", "Ticker\tName\tBuy Below\tSell Above"],
  motleyFool: ["Code\tBuy Under\tTarget Price", "Code,Target Price"],
  bellPotter: ["Security,Description,Target Price,Last Price,Recommendation,Source", "Security\tTarget Price\tLast Price\tSource"],
  shareholders: ["Rank,Name,Shares,Percentage,Change", "Rank\tName of holder\tNumber of shares\t% of issued capital"],
} as const;

/** One pasted cell: a code, an amount, a header word or hostile text, sometimes quoted (or left unclosed). */
const pasteCell: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...PASTE_CODES) },
      { weight: 3, arbitrary: fc.constantFrom(...PASTE_AMOUNTS) },
      { weight: 2, arbitrary: fc.constantFrom(...PASTE_WORDS) },
      { weight: 3, arbitrary: hostileNumberText },
      { weight: 3, arbitrary: hostileString },
    ),
    fc.constantFrom("plain", "plain", "plain", "quoted", "unclosed"),
  )
  .map(([cell, quoting]) => (quoting === "quoted" ? `"${cell.replace(/"/g, '""')}"` : quoting === "unclosed" ? `"${cell}` : cell));

const pasteLine = fc
  .tuple(fc.array(pasteCell, { maxLength: 8 }), fc.constantFrom("\t", ",", " ", "  ", " | "))
  .map(([cells, separator]) => cells.join(separator));

/** A paste: maybe one of the source's real headers, then lines, with any line ending. */
export function hostilePaste(headers: readonly string[]): fc.Arbitrary<string> {
  const table = fc
    .tuple(
      fc.option(fc.constantFrom(...headers), { nil: undefined }),
      fc.array(pasteLine, { maxLength: 14 }),
      fc.constantFrom("\n", "\r\n", "\r", "\n\n"),
      fc.boolean(),
    )
    .map(([header, lines, ending, bom]) => `${bom ? "\uFEFF" : ""}${[...(header ? [header] : []), ...lines].join(ending)}`);
  return fc.oneof({ weight: 5, arbitrary: table }, { weight: 1, arbitrary: hostileString });
}

/** Characters no stored or displayed text should keep: C0 and C1 controls (bar tab, LF, CR), DEL, bidi overrides. */
export const FORBIDDEN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
