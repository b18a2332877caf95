// Dividend income (issue 31): the bench trader gets 4,000 dividends (20 per code over ten years, twice
// a year, all fully franked, a tenth of them estimates), stored in one statement; GET /api/income of a
// financial year is then timed, and its statements counted beside a trader's with a few dividends.
// The sync of estimates from market data is timed beside a refresh of the same stocks.
import type pg from "pg";
import type { DividendSyncResult } from "../../shared/contracts/dividends";
import type { SignedInClient } from "./bench-server";
import { runRefreshAll } from "./refresh-measures";

/** Stores `perCode` dividends for each of the user's stocks (the newest ex-date about 2 months ago), in one statement. */
export async function storeBenchDividends(pool: pg.Pool, email: string, perCode: number): Promise<number> {
  const result = await pool.query(
    `insert into dividends (user_id, stock_id, ex_date, pay_date, amount_per_share, franking_percent, units, units_overridden, status, source)
     select u.id, s.id, ex, case when n % 10 = 0 then null else ex + 30 end, 0.5 + (n % 7) / 10.0,
            case when n % 10 = 0 then null else 100 end, 100, true,
            case when n % 10 = 0 then 'estimated' else 'confirmed' end, 'manual'
       from users u join stocks s on s.user_id = u.id,
            generate_series(1, $2::int) as n,
            lateral (select (current_date - 60 - n * 182)::date as ex) d
      where u.email = $1
     on conflict do nothing`,
    [email, perCode],
  );
  return result.rowCount ?? 0;
}

/**
 * Issue 47's guard: annual tax statements for the first `funds` of the user's stocks (by code), one
 * for each of the last `years` financial years by whose end it had a trade, with every kind of
 * component (franked income, foreign income, discounted and other gains, an AMIT excess that moves
 * the cost base); in one statement. Answers how many were stored.
 */
export async function storeBenchStatements(pool: pg.Pool, email: string, funds: number, years: number): Promise<number> {
  const result = await pool.query(
    `with funds as (
       select s.id, s.user_id from users u join stocks s on s.user_id = u.id where u.email = $1 order by s.symbol limit $2::int),
     current as (select extract(year from current_date + interval '6 months')::int as fy)
     insert into tax_statements (user_id, stock_id, fy, cash_distribution, franked_distributions, franking_credits, unfranked, interest,
                                 other_australian_income, foreign_income, foreign_income_tax_offset, discounted_capital_gains,
                                 cgt_concession_amount, other_capital_gains, tax_free, tax_deferred, amit_excess, amit_shortfall)
     select f.user_id, f.id, y.fy, 100, 60, 25, 5, 2, 8, 15, 2, 6, 6, 4, 0, 0, 3, 0
       from funds f cross join current c cross join lateral generate_series(c.fy - $3::int, c.fy - 1) as y(fy)
      where exists (select 1 from trades t where t.stock_id = f.id and t.trade_date <= make_date(y.fy, 6, 30))
     on conflict do nothing`,
    [email, funds, years],
  );
  return result.rowCount ?? 0;
}

/**
 * POST /api/dividends/sync for a trader's stocks against the local provider, beside a refresh-all of
 * the same stocks (issue 31: the sync fetches what a refresh fetches, so it must take no longer).
 * Each is one run, timed from the POST until the work is done, as refresh_all_2000_s is.
 */
export async function measureDividendSync(
  client: SignedInClient,
): Promise<{ refreshMs: number; syncMs: number; sync: DividendSyncResult }> {
  const { runMs: refreshMs } = await runRefreshAll(client);
  const started = performance.now();
  const sync = JSON.parse(await client.post("/api/dividends/sync", {})) as DividendSyncResult;
  const syncMs = performance.now() - started;
  return { refreshMs, syncMs, sync };
}
