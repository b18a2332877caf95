// The reads of an account export: every section of shared/contracts/account-archive.ts, the user's
// rows only, each read through a cursor a page at a time, so a whole-ASX account (290k fair values)
// is never held in memory at once. The caller runs them all in one REPEATABLE READ snapshot
// (server/services/account-export.ts), so the file is one consistent moment of the account.
// Times are written in UTC to the microsecond and dates as YYYY-MM-DD, by PostgreSQL itself.
import type pg from "pg";
import type { ArchiveRow, ArchiveSection } from "@shared/contracts/account-archive-rows";
import { STATEMENT_AMOUNT_FIELDS } from "@shared/domain/tax/statements";
import { TAX_STATEMENT_COLUMNS } from "./tax-statements";

/** Rows per FETCH: big enough that round trips cost little, small enough to keep memory flat. */
export const EXPORT_PAGE_ROWS = 5_000;

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** A tax statement's amounts as their shortest text, each named as its field. */
const STATEMENT_AMOUNTS = STATEMENT_AMOUNT_FIELDS.map((field) => `trim_scale(t.${TAX_STATEMENT_COLUMNS[field]})::text as "${field}"`).join(
  ", ",
);

/**
 * One SELECT per section, columns named as the archive's fields, ordered by content before id, so
 * the same rows export in the same order from any instance (rows of one import share a time).
 */
const SECTION_SQL: Record<ArchiveSection, string> = {
  stocks: `
    select s.symbol, s.name, s.name_origin as "nameOrigin", s.sector, s.last_price as "lastPrice",
           ${utc("s.last_price_updated_at")} as "lastPriceUpdatedAt", s.dividend_yield as "dividendYield",
           s.is_portfolio as "isPortfolio", s.alert_below as "alertBelow", s.alert_above as "alertAbove",
           ${utc("s.created_at")} as "createdAt"
      from stocks s where s.user_id = $1
     order by s.symbol`,
  fairValues: `
    select s.symbol, f.source, ${day("f.as_of_month")} as "asOfMonth", f.fair_value as "fairValue", f.meta,
           ${utc("f.created_at")} as "createdAt"
      from fair_values f join stocks s on s.id = f.stock_id
     where s.user_id = $1
     order by s.symbol, f.source, f.as_of_month, f.created_at, f.fair_value, f.meta::text, f.id`,
  shareholders: `
    select s.symbol, h.name, h.shares, h.percentage, h.change, ${day("h.as_of_date")} as "asOfDate", ${utc("h.created_at")} as "createdAt"
      from shareholders h join stocks s on s.id = h.stock_id
     where s.user_id = $1
     order by s.symbol, h.as_of_date, h.created_at, h.percentage desc, h.name, h.shares, h.id`,
  journalEntries: `
    select s.symbol, j.side, ${day("j.opened_at")} as "openedAt", ${day("j.closed_at")} as "closedAt",
           j.entry_price as "entryPrice", j.exit_price as "exitPrice", j.shares, j.stop_price as "stopPrice",
           j.thesis, j.catalysts, j.tags, j.notes, ${utc("j.created_at")} as "createdAt"
      from journal_entries j join stocks s on s.id = j.stock_id
     where s.user_id = $1
     order by s.symbol, j.opened_at, j.created_at, j.side, j.id`,
  allocations: `
    select s.symbol, a.amount, ${utc("a.updated_at")} as "updatedAt"
      from portfolio_allocations a join stocks s on s.id = a.stock_id
     where a.user_id = $1 and s.user_id = $1
     order by s.symbol`,
  // The choices only: digest_through and digest_day are this instance's record of the e-mails it sent.
  alertSettings: `
    select a.five_star as "fiveStar", a.buy_below as "buyBelow", a.sell_above as "sellAbove", a.rating_change as "ratingChange",
           a.fv_change as "fvChange", a.target, a.fv_change_percent as "fvChangePercent", a.scope, a.email_digest as "emailDigest",
           ${utc("a.updated_at")} as "updatedAt"
      from alert_settings a where a.user_id = $1`,
  // The user's choices; batch_id is this instance's record of the import that brought them.
  holdingSettings: `
    select h.parcel_method as "parcelMethod", h.tax_entity as "taxEntity", trim_scale(h.loss_brought_in)::text as "lossBroughtIn",
           h.loss_brought_in_note as "lossBroughtInNote", ${utc("h.updated_at")} as "updatedAt"
      from holding_settings h where h.user_id = $1`,
  // Decimals as their shortest text (trim_scale); a sale's chosen parcels named by their trades' references.
  trades: `
    select s.symbol, t.type, ${day("t.trade_date")} as "tradeDate", trim_scale(t.units)::text as units, trim_scale(t.price)::text as price,
           trim_scale(t.brokerage)::text as brokerage, t.ratio_from as "ratioFrom", t.ratio_to as "ratioTo",
           ${day("t.acquired_on")} as "acquiredOn", t.note, coalesce(t.dedupe_key, 'entered:' || t.id) as "dedupeKey",
           ${utc("t.created_at")} as "createdAt",
           coalesce((select json_agg(json_build_object('parcelKey', coalesce(p.dedupe_key, 'entered:' || p.id),
                                                       'units', trim_scale(a.units)::text) order by p.trade_date, p.id)
                       from sale_allocations a join trades p on p.id = a.parcel_trade_id
                      where a.sell_trade_id = t.id), '[]'::json) as "chosenParcels"
      from trades t join stocks s on s.id = t.stock_id
     where t.user_id = $1
     order by s.symbol, t.trade_date, t.created_at, t.id`,
  dividends: `
    select s.symbol, ${day("d.ex_date")} as "exDate", ${day("d.pay_date")} as "payDate",
           trim_scale(d.amount_per_share)::text as "amountPerShare", trim_scale(d.franking_percent)::text as "frankingPercent",
           to_char(d.company_tax_rate, 'FM0.00') as "companyTaxRate", trim_scale(d.units)::text as units,
           d.units_overridden as "unitsOverridden", trim_scale(d.drp_units)::text as "drpUnits",
           trim_scale(d.drp_price)::text as "drpPrice", d.status, d.source, d.note, ${utc("d.created_at")} as "createdAt"
      from dividends d join stocks s on s.id = d.stock_id
     where d.user_id = $1
     order by s.symbol, d.ex_date`,
  taxStatements: `
    select s.symbol, t.fy, ${STATEMENT_AMOUNTS}, t.note, ${utc("t.created_at")} as "createdAt"
      from tax_statements t join stocks s on s.id = t.stock_id
     where t.user_id = $1
     order by s.symbol, t.fy`,
  // The body as stored (the POST body's canonical text, a code change's replaced code and name with
  // it); the head and the other stock by code. Status and batch_id stay: the status is the body's,
  // the batch this instance's record of the import that brought the action.
  corporateActions: `
    select s.symbol, a.type, o.symbol as "otherSymbol", a.body, ${utc("a.created_at")} as "createdAt"
      from corporate_actions a join stocks s on s.id = a.stock_id left join stocks o on o.id = a.other_stock_id
     where a.user_id = $1
     order by s.symbol, a.created_at, a.type, a.body::text, a.id`,
};

/**
 * Hands the user's rows of one section to `onPage`, a page at a time, on a client that is inside a
 * transaction (a cursor lives until its transaction ends; this one is closed when done).
 */
export async function readSectionPages<S extends ArchiveSection>(
  client: pg.ClientBase,
  section: S,
  userId: string,
  onPage: (rows: ArchiveRow<S>[]) => Promise<void>,
): Promise<void> {
  const cursor = `export_${section}`;
  await client.query(`declare ${cursor} no scroll cursor for ${SECTION_SQL[section]}`, [userId]);
  for (;;) {
    const { rows } = await client.query<ArchiveRow<S>>(`fetch ${EXPORT_PAGE_ROWS} from ${cursor}`);
    if (rows.length > 0) await onPage(rows);
    if (rows.length < EXPORT_PAGE_ROWS) break;
  }
  await client.query(`close ${cursor}`);
}
