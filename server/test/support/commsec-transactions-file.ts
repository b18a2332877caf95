// A large CommSec "Transactions" CSV for the bench and the API tests: 10,000 trades over 15 years
// (2010–2024) in 200 real ASX codes (server/data/asx-listed-companies.csv), with a monthly interest
// credit and a deposit whenever a buy needs more cash. One financial year is busy (issue 30's "a
// year of 1,000 sales" for the bench's cgt_ms): 8 % of the trades are put in FY 2019 besides its share
// of the rest, and there a trade in a code held at the start of its day sells four times in five, so
// that year holds 1,109 sales (large-commsec-file.test.ts checks at least busyYearSales). Deterministic from its seed: the same seed
// gives the same bytes. It never oversells: a sale sells at most the units held at the start of its
// day (so the file replays whatever order a day's trades are taken in). Written as CommSec does —
// newest first, BOM and CRLF, d/mm/yyyy dates, "1,000" units quoted, 6-decimal prices from 2019 —
// and returned with the trades the parser must read from it, computed here without the parser.
import { readFileSync } from "node:fs";
import { Decimal } from "decimal.js";
import { ASX_LIST_PATH, splitCsvLine } from "../../services/import-asx-list";

export const LARGE_COMMSEC_FILE = {
  trades: 10_000,
  codes: 200,
  firstYear: 2010,
  years: 15,
  seed: 20_240_601,
  /** The busy financial year (1 Jul 2018 – 30 Jun 2019), the share of the trades put in it, and its sales. */
  busyFinancialYear: 2019,
  busyYearShare: 0.08,
  busyYearSales: 1_000,
} as const;

export interface GeneratedTrade {
  line: number;
  symbol: string;
  type: "BUY" | "SELL";
  tradeDate: string;
  units: string;
  price: string;
  brokerage: string;
}

export interface GeneratedCommsecFile {
  text: string;
  /** In the file's order (newest first), with their lines. */
  trades: GeneratedTrade[];
  /** Lines of the interest and deposit rows, which the parser must skip. */
  nonTradeLines: number[];
  codes: string[];
  /**
   * Further codes of the ASX list (the same seeded order, after `codes`), none of them traded in the
   * file: the codes a corporate action names for a company the file never trades (a demerged one, an
   * acquirer, a new code), scripts/bench/corporate-action-dataset.ts.
   */
  spareCodes: string[];
}

interface Options {
  trades?: number;
  codes?: number;
  seed?: number;
}

const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const DAY_MS = 86_400_000;

/** mulberry32: a small seeded generator, so the file is the same on every machine and run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Three-character codes of the ASX list, in a seeded order (all of them: the file trades the first ones). */
function shuffledCodes(count: number, random: () => number): string[] {
  const lines = readFileSync(ASX_LIST_PATH, "utf8").split(/\r?\n/);
  const header = lines.findIndex((line) => /asx code/i.test(line));
  const column = splitCsvLine(lines[header]).findIndex((cell) => /asx code/i.test(cell));
  const codes = lines
    .slice(header + 1)
    .filter((line) => line.trim() !== "")
    .map((line) => splitCsvLine(line)[column].toUpperCase())
    .filter((code) => /^[A-Z][A-Z0-9]{2}$/.test(code));
  for (let i = codes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [codes[i], codes[j]] = [codes[j], codes[i]];
  }
  if (codes.length < count) throw new Error(`The ASX list has only ${codes.length} three-character codes`);
  return codes;
}

/** Business days (Monday to Friday) from 1 January of `firstYear` for `years` years, as epoch days. */
function businessDays(firstYear: number, years: number): number[] {
  const days: number[] = [];
  const end = Date.UTC(firstYear + years, 0, 1) / DAY_MS;
  for (let day = Date.UTC(firstYear, 0, 1) / DAY_MS; day < end; day++) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 2019-03-01 → 2019, 2018-07-01 → 2019: the Australian financial year ending 30 June. */
const financialYearOfIso = (iso: string) => Number(iso.slice(0, 4)) + (Number(iso.slice(5, 7)) >= 7 ? 1 : 0);
/** 2017-06-02 → "2/06/2017": CommSec's day without a leading zero. */
const commsecDate = (iso: string) => `${Number(iso.slice(8, 10))}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const withThousands = (units: number) => units.toLocaleString("en-AU");

/** ASX ticks: a tenth of a cent under 10 cents, half a cent under $2, a cent above. */
function onTick(price: number): Decimal {
  const tick = price < 0.1 ? 0.001 : price < 2 ? 0.005 : 0.01;
  return new Money(Math.max(tick, Math.round(price / tick) * tick)).toDecimalPlaces(3);
}

/** CommSec's published schedule: $19.95 to $10,000, $29.95 to $25,000, then 0.12 %. */
function brokerageFor(consideration: Decimal): Decimal {
  if (consideration.lessThanOrEqualTo(10_000)) return new Money("19.95");
  if (consideration.lessThanOrEqualTo(25_000)) return new Money("29.95");
  return consideration.times("0.0012").toDecimalPlaces(2);
}

interface Row {
  iso: string;
  reference: string;
  details: string;
  debit: Decimal | null;
  credit: Decimal | null;
  trade: Omit<GeneratedTrade, "line"> | null;
}

export function buildCommsecTransactionsFile(options: Options = {}): GeneratedCommsecFile {
  const tradeCount = options.trades ?? LARGE_COMMSEC_FILE.trades;
  const random = seeded(options.seed ?? LARGE_COMMSEC_FILE.seed);
  const codeCount = options.codes ?? LARGE_COMMSEC_FILE.codes;
  const shuffled = shuffledCodes(codeCount, random);
  const codes = shuffled.slice(0, codeCount);
  const prices = new Map(codes.map((code) => [code, 0.05 + random() * 120]));
  const held = new Map<string, number>(codes.map((code) => [code, 0]));
  const days = businessDays(LARGE_COMMSEC_FILE.firstYear, LARGE_COMMSEC_FILE.years);
  const busyDays = days.filter((day) => financialYearOfIso(isoOf(day)) === LARGE_COMMSEC_FILE.busyFinancialYear);
  const busyTrades = Math.round(tradeCount * LARGE_COMMSEC_FILE.busyYearShare);
  const pick = (from: readonly number[]) => from[Math.floor(random() * from.length)];
  const tradeDays = Array.from({ length: tradeCount }, (_, index) => pick(index < busyTrades ? busyDays : days)).sort((a, b) => a - b);

  const rows: Row[] = [];
  let cash = new Money(0);
  let reference = 117_600_000;
  let lastMonth = "";
  let startOfDay = new Map(held);
  let today = -1;
  for (const day of tradeDays) {
    const iso = isoOf(day);
    if (day !== today) {
      today = day;
      startOfDay = new Map(held);
    }
    if (iso.slice(0, 7) !== lastMonth) {
      lastMonth = iso.slice(0, 7);
      const interest = cash.times("0.0001").toDecimalPlaces(2).plus("0.01");
      cash = cash.plus(interest);
      rows.push({ iso, reference: "", details: "DIRECT CREDIT INTEREST", debit: null, credit: interest, trade: null });
    }
    const symbol = codes[Math.floor(random() * codes.length)];
    const drift = prices.get(symbol)! * Math.exp((random() - 0.5) * 0.12);
    prices.set(symbol, Math.min(400, Math.max(0.02, drift)));
    const price = onTick(prices.get(symbol)!);
    const available = startOfDay.get(symbol)!;
    let units = Math.floor(random() * available) + 1;
    let consideration = price.times(units);
    // A sale only when the units were held at the start of the day and it pays more than its brokerage.
    const sellChance = financialYearOfIso(iso) === LARGE_COMMSEC_FILE.busyFinancialYear ? 0.8 : 0.45;
    const sell = available > 0 && random() < sellChance && consideration.greaterThan(brokerageFor(consideration).times(2));
    if (!sell) {
      units = Math.max(1, Math.round((500 + random() * 29_500) / price.toNumber()));
      consideration = price.times(units);
    }
    const brokerage = brokerageFor(consideration);
    const amount = sell ? consideration.minus(brokerage).toDecimalPlaces(2) : consideration.plus(brokerage).toDecimalPlaces(2);
    if (!sell && cash.lessThan(amount)) {
      const deposit = amount.minus(cash).plus(5_000).toDecimalPlaces(0, Decimal.ROUND_UP);
      cash = cash.plus(deposit);
      rows.push({ iso, reference: "", details: "TRANSFER FROM 062-000 12345678", debit: null, credit: deposit, trade: null });
    }
    cash = sell ? cash.plus(amount) : cash.minus(amount);
    held.set(symbol, held.get(symbol)! + (sell ? -units : units));
    if (sell) startOfDay.set(symbol, available - units);
    const sixPlaces = iso >= "2019-01-01";
    const shownPrice = sixPlaces ? price.toFixed(6) : price.toFixed(price.decimalPlaces() > 2 ? 3 : 2);
    reference += 1 + Math.floor(random() * 40);
    rows.push({
      iso,
      reference: `C${reference}`,
      details: `${sell ? "S" : "B"} ${withThousands(units)} ${symbol} @ ${shownPrice}`,
      debit: sell ? null : amount,
      credit: sell ? amount : null,
      trade: {
        symbol,
        type: sell ? "SELL" : "BUY",
        tradeDate: iso,
        units: String(units),
        price: price.toFixed(),
        brokerage: amount.minus(consideration).abs().toFixed(),
      },
    });
  }

  // CommSec lists the newest first; the balance column is the balance after each row.
  const balances: Decimal[] = [];
  let balance = new Money(0);
  for (const row of rows) {
    balance = balance.plus(row.credit ?? 0).minus(row.debit ?? 0);
    balances.push(balance);
  }
  const lines = ["Date,Reference,Details,Debit($),Credit($),Balance($)"];
  const trades: GeneratedTrade[] = [];
  const nonTradeLines: number[] = [];
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index];
    const line = lines.length + 1;
    const details = row.details.includes(",") ? `"${row.details}"` : row.details;
    lines.push(
      [
        commsecDate(row.iso),
        row.reference,
        details,
        row.debit?.toFixed(2) ?? "",
        row.credit?.toFixed(2) ?? "",
        balances[index].toFixed(2),
      ].join(","),
    );
    if (row.trade) trades.push({ line, ...row.trade });
    else nonTradeLines.push(line);
  }
  return { text: `\uFEFF${lines.join("\r\n")}\r\n`, trades, nonTradeLines, codes, spareCodes: shuffled.slice(codeCount) };
}
