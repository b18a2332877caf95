// Income the ledger records: dividends and ETF / managed fund tax statements.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt, day, money, exact } from "./columns";
import { userRef } from "./users";
import { stockRef, batchRef } from "./stocks";

// Dividends (issue 31, docs/domain.md "Dividends and franking", decision 032): one per user, stock
// and ex-date, so a sync and a re-import never add one twice. `units` holds only the units the user
// gave (`units_overridden`); otherwise it is null and the units are those held at the end of the day
// before the ex-date, derived on read from the ledger as it stands (decision 034). A reinvestment
// (drp_units at drp_price) opens a parcel on the pay date in the replay; nothing derived is stored.
// Status follows the fields: confirmed once franking and pay date are known.
export const DIVIDEND_STATUSES = ["estimated", "confirmed"] as const;
export type StoredDividendStatus = (typeof DIVIDEND_STATUSES)[number];
export const DIVIDEND_SOURCES = ["provider", "import", "manual"] as const;
export type StoredDividendSource = (typeof DIVIDEND_SOURCES)[number];

export const dividends = pgTable(
  "dividends",
  {
    id: id(),
    userId: userRef(),
    stockId: stockRef(),
    exDate: day("ex_date").notNull(),
    payDate: day("pay_date"),
    amountPerShare: exact("amount_per_share").notNull(),
    // Null: not known yet (an estimate from market data).
    frankingPercent: numeric("franking_percent", { precision: 5, scale: 2 }),
    companyTaxRate: numeric("company_tax_rate", { precision: 3, scale: 2 }).notNull().default("0.30"),
    units: exact("units"),
    unitsOverridden: boolean("units_overridden").notNull().default(false),
    drpUnits: exact("drp_units"),
    drpPrice: exact("drp_price"),
    status: text("status").$type<StoredDividendStatus>().notNull(),
    source: text("source").$type<StoredDividendSource>().notNull(),
    // The import the dividend came from, so undoing it removes the dividend.
    batchId: batchRef(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("dividends_user_stock_ex_date_unique").on(t.userId, t.stockId, t.exDate),
    index("dividends_user_pay_date_idx").on(t.userId, t.payDate),
    index("dividends_stock_idx").on(t.stockId),
    index("dividends_batch_idx").on(t.batchId),
    check("dividends_status_known", sql`${t.status} in ('estimated', 'confirmed')`),
    check("dividends_source_known", sql`${t.source} in ('provider', 'import', 'manual')`),
    check(
      "dividends_figures",
      sql`${t.amountPerShare} > 0 and ${t.units} >= 0 and ${t.companyTaxRate} in (0.30, 0.25)
          and (${t.frankingPercent} is null or (${t.frankingPercent} >= 0 and ${t.frankingPercent} <= 100))
          and (${t.payDate} is null or ${t.payDate} >= ${t.exDate})`,
    ),
    check(
      "dividends_drp",
      sql`(${t.drpUnits} is null and ${t.drpPrice} is null)
          or (${t.drpUnits} > 0 and ${t.drpPrice} > 0 and ${t.payDate} is not null)`,
    ),
    check("dividends_units_given", sql`${t.unitsOverridden} = (${t.units} is not null)`),
    check("dividends_status_follows", sql`(${t.status} = 'confirmed') = (${t.frankingPercent} is not null and ${t.payDate} is not null)`),
  ],
);

// ETF and managed fund annual tax statements (issue 47, docs/domain.md "ETF and managed fund tax
// statements"): one per user, fund and financial year, its amounts to the cent as the statement
// shows them. What they change (income, trust capital gains, cost base) is derived on read. Null
// AMIT amounts: a non-AMIT trust's statement. A fund and year with a statement is 'confirmed'; one
// without is 'estimated' (its cash distributions only), so no status is stored.
export const taxStatements = pgTable(
  "tax_statements",
  {
    id: id(),
    userId: userRef(),
    stockId: stockRef(),
    fy: integer("fy").notNull(),
    cashDistribution: money("cash_distribution").notNull(),
    frankedDistributions: money("franked_distributions").notNull(),
    frankingCredits: money("franking_credits").notNull(),
    unfranked: money("unfranked").notNull(),
    interest: money("interest").notNull(),
    otherAustralianIncome: money("other_australian_income").notNull(),
    foreignIncome: money("foreign_income").notNull(),
    foreignIncomeTaxOffset: money("foreign_income_tax_offset").notNull(),
    discountedCapitalGains: money("discounted_capital_gains").notNull(),
    cgtConcessionAmount: money("cgt_concession_amount").notNull(),
    otherCapitalGains: money("other_capital_gains").notNull(),
    taxFree: money("tax_free").notNull(),
    taxDeferred: money("tax_deferred").notNull(),
    amitExcess: money("amit_excess"),
    amitShortfall: money("amit_shortfall"),
    note: text("note"),
    // The import the statement came from, so undoing it removes the statement.
    batchId: batchRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_statements_user_stock_fy_unique").on(t.userId, t.stockId, t.fy),
    index("tax_statements_stock_idx").on(t.stockId),
    index("tax_statements_batch_idx").on(t.batchId),
    check(
      "tax_statements_amounts",
      sql`${t.cashDistribution} >= 0 and ${t.frankedDistributions} >= 0 and ${t.frankingCredits} >= 0 and ${t.unfranked} >= 0
          and ${t.interest} >= 0 and ${t.otherAustralianIncome} >= 0 and ${t.foreignIncome} >= 0 and ${t.foreignIncomeTaxOffset} >= 0
          and ${t.discountedCapitalGains} >= 0 and ${t.cgtConcessionAmount} >= 0 and ${t.otherCapitalGains} >= 0
          and ${t.taxFree} >= 0 and ${t.taxDeferred} >= 0 and (${t.amitExcess} is null or ${t.amitExcess} >= 0)
          and (${t.amitShortfall} is null or ${t.amitShortfall} >= 0) and ${t.fy} between 1986 and 2100`,
    ),
  ],
);

export type DividendRow = typeof dividends.$inferSelect;
export type TaxStatementRow = typeof taxStatements.$inferSelect;
