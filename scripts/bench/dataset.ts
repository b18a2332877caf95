// Loads the benchmark's dataset into a fresh database: a few users, their stocks from the ASX list,
// 4 sources × N months of fair values, shareholders, journal entries and allocations. Every table is
// filled by a handful of set-based statements (unnest arrays, generate_series), so the full dataset
// (~320k fair-value rows) loads in seconds.
import bcrypt from "bcrypt";
import type pg from "pg";
import { addMonths, currentMonthKey, type MonthKey } from "@shared/domain/months";
import type { ListedCompany } from "./asx-list";
import type { BenchOptions } from "./options";

/** The four brokers of the table; each stock gets a value from each, every month. */
export const BENCH_SOURCES = ["morningstar", "intelligent-investor", "motley-fool", "bell-potter"] as const;
export const BENCH_PASSWORD = "bench-password-1";

export interface BenchUser {
  id: string;
  email: string;
  password: string;
  /** Portfolio stocks (isPortfolio = true): what GET /api/portfolio?isPortfolio=true returns. */
  stocks: number;
  symbols: string[];
}

export interface Dataset {
  /** The current Sydney month: the newest month of every history. */
  currentMonth: MonthKey;
  large: BenchUser;
  medium: BenchUser;
  small: BenchUser;
  /** Signed in for the "empty dashboard" browser figure. */
  empty: BenchUser;
  /** Lighthouse's user: 50 portfolio and 200 other stocks, all with fair values. */
  lighthouse: BenchUser;
  /**
   * Owns the large user's stocks, without fair values: the import figures paste into this account,
   * so the dashboards measured afterwards still show the seeded data.
   */
  importer: BenchUser;
  counts: { stocks: number; fairValues: number; shareholders: number; journalEntries: number; allocations: number };
  loadMs: number;
}

/** Deterministic pseudo-random numbers (mulberry32): the same dataset on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function createUser(pool: pg.Pool, email: string, passwordHash: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    "insert into users (email, password, role, status) values ($1, $2, 'user', 'approved') returning id",
    [email, passwordHash],
  );
  return rows[0].id;
}

/** The user's stocks in one INSERT … SELECT FROM unnest(…): prices log-uniform from 5c to $150. */
async function insertStocks(pool: pg.Pool, userId: string, companies: readonly ListedCompany[]) {
  const next = random(companies.length * 7919);
  const prices = companies.map(() => Math.round(Math.exp(Math.log(0.05) + next() * (Math.log(150) - Math.log(0.05))) * 1000) / 1000);
  const yields = companies.map(() => (next() < 0.6 ? Math.round(next() * 800) / 100 : null));
  await pool.query(
    `insert into stocks (user_id, symbol, name, sector, last_price, last_price_updated_at, dividend_yield, is_portfolio)
     select $1, s.symbol, s.name, s.sector, s.price, now(), s.yield, true
       from unnest($2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[]) as s(symbol, name, sector, price, yield)`,
    [userId, companies.map((c) => c.symbol), companies.map((c) => c.name), companies.map((c) => c.sector), prices, yields],
  );
}

/**
 * One row per stock × source × month, in one statement. Values wander ±30% around the price,
 * seeded by hashtext so they are the same on every run; meta is what each source's import stores.
 */
async function insertFairValues(pool: pg.Pool, userId: string, currentMonth: MonthKey, months: number): Promise<number> {
  const result = await pool.query(
    `insert into fair_values (stock_id, source, as_of_month, fair_value, meta, created_at)
     select s.id, src.source, (($2::date) - make_interval(months => m))::date, v.fair_value,
            case src.source
              when 'morningstar' then jsonb_build_object(
                'uncertainty', (array['Low','Medium','High','Very High'])[1 + (hashtext(s.symbol || 'u') & 2147483647) % 4],
                'economicMoat', (array['None','Narrow','Wide'])[1 + (hashtext(s.symbol || 'm') & 2147483647) % 3],
                'financialHealth', (array['Weak','Moderate','Strong'])[1 + (hashtext(s.symbol || 'h') & 2147483647) % 3])
              when 'intelligent-investor' then jsonb_build_object(
                'buy_below', round((v.fair_value * 0.85)::numeric, 3), 'sell_above', round((v.fair_value * 1.15)::numeric, 3),
                'max_weight', 5, 'price_at_review', s.last_price)
              when 'motley-fool' then jsonb_build_object('kind', 'target-price')
              else jsonb_build_object('recommendation', (array['Buy','Hold','Sell','Speculative Buy'])[1 + (hashtext(s.symbol || 'r') & 2147483647) % 4])
            end,
            now() - make_interval(months => m)
       from stocks s
      cross join unnest($3::text[]) as src(source)
      cross join generate_series(0, $4::int - 1) as m
      cross join lateral (
        select round((s.last_price * (0.7 + 0.6 * ((hashtext(s.symbol || src.source || m::text) & 65535) / 65535.0)))::numeric, 3)::float8 as fair_value
      ) v
      where s.user_id = $1`,
    [userId, currentMonth, [...BENCH_SOURCES], months],
  );
  return result.rowCount ?? 0;
}

async function insertShareholders(pool: pg.Pool, userId: string, perStock: number, asOf: MonthKey): Promise<number> {
  const result = await pool.query(
    `insert into shareholders (stock_id, name, shares, percentage, change, as_of_date)
     select s.id, 'Holder ' || k || ' Nominees Pty Ltd', (1000000 * ($2::int + 1 - k))::float8,
            round((20.0 / k)::numeric, 2)::float8, case when k % 3 = 0 then null else (k % 5 - 2) * 1.5 end, $3::date
       from stocks s cross join generate_series(1, $2::int) as k
      where s.user_id = $1`,
    [userId, perStock, asOf],
  );
  return result.rowCount ?? 0;
}

async function insertJournal(pool: pg.Pool, userId: string, entries: number): Promise<number> {
  const result = await pool.query(
    `with ranked as (select id, last_price, row_number() over (order by symbol) as rn, count(*) over () as total from stocks where user_id = $1)
     insert into journal_entries (stock_id, side, opened_at, closed_at, entry_price, exit_price, shares, stop_price, thesis, catalysts, tags, outcome_r)
     select r.id, case when k % 4 = 0 then 'short' else 'long' end, current_date - k * 2,
            case when k % 2 = 0 then current_date - k end, r.last_price, case when k % 2 = 0 then r.last_price * 1.1 end,
            100 + k, r.last_price * 0.9, 'Benchmark thesis ' || k, '["earnings"]'::jsonb, '{bench}'::text[],
            case when k % 2 = 0 then 1.0 end
       from generate_series(1, $2::int) as k
       join ranked r on r.rn = 1 + (k - 1) % r.total`,
    [userId, entries],
  );
  return result.rowCount ?? 0;
}

async function insertAllocations(pool: pg.Pool, userId: string, count: number): Promise<number> {
  const result = await pool.query(
    `insert into portfolio_allocations (user_id, stock_id, amount)
     select $1, id, 10000 + 250 * row_number() over (order by symbol)
       from (select id, symbol from stocks where user_id = $1 and is_portfolio order by symbol limit $2) s`,
    [userId, count],
  );
  return result.rowCount ?? 0;
}

const LIGHTHOUSE_PORTFOLIO = 50;
const LIGHTHOUSE_OTHERS = 200;

/** The first `count` companies of the list; "large" takes them all. */
const firstCompanies = (companies: readonly ListedCompany[], count: number) => companies.slice(0, Math.min(count, companies.length));

export async function loadDataset(
  pool: pg.Pool,
  options: BenchOptions,
  companies: readonly ListedCompany[],
  now = new Date(),
): Promise<Dataset> {
  const start = performance.now();
  const currentMonth = currentMonthKey(now);
  const passwordHash = bcrypt.hashSync(BENCH_PASSWORD, 4);
  const counts = { stocks: 0, fairValues: 0, shareholders: 0, journalEntries: 0, allocations: 0 };

  const makeUser = async (label: string, size: number, extras: boolean, fairValues = true): Promise<BenchUser> => {
    const email = `bench-${label}@bench.local`;
    const id = await createUser(pool, email, passwordHash);
    const chosen = firstCompanies(companies, size);
    if (chosen.length > 0) {
      await insertStocks(pool, id, chosen);
      counts.stocks += chosen.length;
      if (fairValues) counts.fairValues += await insertFairValues(pool, id, currentMonth, options.months);
    }
    if (extras) {
      counts.shareholders += await insertShareholders(pool, id, options.shareholdersPerStock, addMonths(currentMonth, -1));
      counts.journalEntries += await insertJournal(pool, id, options.journalEntries);
      counts.allocations += await insertAllocations(pool, id, options.allocations);
    }
    return { id, email, password: BENCH_PASSWORD, stocks: chosen.length, symbols: chosen.map((c) => c.symbol) };
  };

  const large = await makeUser("large", options.sizes.large, true);
  const medium = await makeUser("medium", options.sizes.medium, false);
  const small = await makeUser("small", options.sizes.small, false);
  const empty = await makeUser("empty", 0, false);
  const importer = await makeUser("importer", options.sizes.large, false, false);
  const lighthouse = await makeUser("lighthouse", LIGHTHOUSE_PORTFOLIO + LIGHTHOUSE_OTHERS, false);
  // The first 50 by symbol stay in the portfolio; the other 200 move to Other Stocks.
  await pool.query(
    `update stocks set is_portfolio = false
      where id in (select id from stocks where user_id = $1 order by symbol offset $2)`,
    [lighthouse.id, LIGHTHOUSE_PORTFOLIO],
  );
  lighthouse.stocks = LIGHTHOUSE_PORTFOLIO;
  // A database that has been running a while has statistics and a visibility map; a fresh load has
  // neither until autovacuum gets to it, and the planner would then guess.
  await pool.query("vacuum analyze");
  return { currentMonth, large, medium, small, empty, lighthouse, importer, counts, loadMs: performance.now() - start };
}
