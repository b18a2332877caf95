// The matrix's rows of dividends, franking and income, the dividend CSV, ETF annual tax statements
// and the tax summary.
import type { Row } from "./table-types";

/** The app's dividend CSV (server/parsers/dividends-csv.ts) with one dividend of `symbol`. */
const dividendsCsv = (symbol: string) =>
  Buffer.from(
    `Code,Ex Date,Pay Date,Amount Per Share,Franking %,Units,DRP Units,DRP Price\r\n${symbol},2024-02-20,2024-03-20,0.5,100,,,\r\n`,
  );
/** The annual tax statements CSV (server/parsers/tax-statements-csv.ts) with one FY 2025 statement of `symbol`. */
const taxStatementsCsv = (symbol: string) =>
  Buffer.from(`Code,Financial year,Cash distribution,Franked distributions\r\n${symbol},2025,12.00,6.00\r\n`);

export const INCOME_ROWS: Row[] = [
  // Dividends and franking (issue 31): dividends, the calendar, the market-data sync, income, the dividend CSV.
  { method: "get", path: "/api/dividends", access: "signed-in", ok: 200, call: () => ({ url: "/api/dividends?fy=2024" }) },
  {
    method: "post",
    path: "/api/dividends",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/dividends", body: { stockId: r.stockId, exDate: "2024-02-20", amountPerShare: "0.5" } }),
  },
  {
    method: "patch",
    path: "/api/dividends/:id",
    access: { owns: "dividend" },
    ok: 200,
    call: (r) => ({ url: `/api/dividends/${r.dividendId}`, body: { frankingPercent: 100, payDate: "2024-03-20" } }),
  },
  {
    method: "delete",
    path: "/api/dividends/:id",
    access: { owns: "dividend" },
    ok: 200,
    call: (r) => ({ url: `/api/dividends/${r.dividendId}` }),
  },
  { method: "get", path: "/api/dividends/calendar", access: "signed-in", ok: 200, call: () => ({ url: "/api/dividends/calendar" }) },
  { method: "post", path: "/api/dividends/sync", access: "signed-in", ok: 200, call: () => ({ url: "/api/dividends/sync" }) },
  { method: "get", path: "/api/income", access: "signed-in", ok: 200, call: () => ({ url: "/api/income?fy=2024&format=csv" }) },
  {
    method: "post",
    path: "/api/import/dividends",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/dividends", file: { bytes: dividendsCsv(r.symbol), name: "dividends.csv" } }),
  },
  // ETF annual tax statements and the tax summary (issue 47); the seed's statement is FY 2024's, the units are still held in FY 2025.
  { method: "get", path: "/api/tax-statements", access: "signed-in", ok: 200, call: () => ({ url: "/api/tax-statements?fy=2024" }) },
  {
    method: "post",
    path: "/api/tax-statements",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/tax-statements", body: { stockId: r.stockId, fy: 2025, cashDistribution: "12.00" } }),
  },
  {
    method: "patch",
    path: "/api/tax-statements/:id",
    access: { owns: "tax statement" },
    ok: 200,
    call: (r) => ({ url: `/api/tax-statements/${r.taxStatementId}`, body: { interest: "1.50" } }),
  },
  {
    method: "delete",
    path: "/api/tax-statements/:id",
    access: { owns: "tax statement" },
    ok: 200,
    call: (r) => ({ url: `/api/tax-statements/${r.taxStatementId}` }),
  },
  { method: "get", path: "/api/tax-summary", access: "signed-in", ok: 200, call: () => ({ url: "/api/tax-summary?fy=2024&format=csv" }) },
  {
    method: "post",
    path: "/api/import/tax-statements",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/tax-statements", file: { bytes: taxStatementsCsv(r.symbol), name: "statements.csv" } }),
  },
];
