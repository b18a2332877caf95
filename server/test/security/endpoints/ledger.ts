// The matrix's rows of the holdings ledger: trades, a sale's parcels, holdings, value history, the
// parcel method, CGT, trade files, and Before 30 June.
import { tradeBody, type Row } from "./table-types";

/** The app's own trades CSV (server/parsers/trades/dashboard-trades.ts) with one buy of `symbol`. */
const tradesCsv = (symbol: string) =>
  Buffer.from(`Trade Date,Code,Type,Units,Price,Brokerage,Ratio,Acquired On,Note,Reference\r\n2024-05-01,${symbol},BUY,20,11,9.95,,,,\r\n`);

export const LEDGER_ROWS: Row[] = [
  // Holdings ledger (issue 30): trades, a sale's parcels, holdings, value history, parcel method, CGT, trade files.
  { method: "get", path: "/api/trades", access: "signed-in", ok: 200, call: () => ({ url: "/api/trades" }) },
  {
    method: "post",
    path: "/api/trades",
    access: { owns: "stock" },
    ok: 201,
    call: (r) => ({ url: "/api/trades", body: tradeBody(r.stockId, "BUY", "2024-04-01", "5") }),
  },
  {
    method: "patch",
    path: "/api/trades/:id",
    access: { owns: "trade" },
    ok: 200,
    call: (r) => ({ url: `/api/trades/${r.tradeId}`, body: { note: "edited by someone" } }),
  },
  { method: "delete", path: "/api/trades/:id", access: { owns: "trade" }, ok: 200, call: (r) => ({ url: `/api/trades/${r.tradeId}` }) },
  {
    method: "get",
    path: "/api/trades/:id/parcels",
    access: { owns: "trade" },
    ok: 200,
    call: (r) => ({ url: `/api/trades/${r.saleId}/parcels` }),
  },
  {
    method: "put",
    path: "/api/trades/:id/parcels",
    access: { owns: "trade" },
    ok: 200,
    call: (r) => ({ url: `/api/trades/${r.saleId}/parcels`, body: { allocations: [{ parcelTradeId: r.tradeId, units: "10" }] } }),
  },
  {
    method: "post",
    path: "/api/import/trades",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/trades", file: { bytes: tradesCsv(r.symbol), name: "trades.csv" } }),
  },
  { method: "get", path: "/api/holdings", access: "signed-in", ok: 200, call: () => ({ url: "/api/holdings" }) },
  {
    method: "get",
    path: "/api/holdings/value-history",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/holdings/value-history?range=ALL" }),
  },
  { method: "get", path: "/api/holdings/settings", access: "signed-in", ok: 200, call: () => ({ url: "/api/holdings/settings" }) },
  {
    method: "put",
    path: "/api/holdings/settings",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/holdings/settings", body: { parcelMethod: "minimise", taxEntity: "smsf", lossBroughtIn: "120.00" } }),
  },
  {
    method: "get",
    path: "/api/holdings/:stockId/parcels",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/holdings/${r.stockId}/parcels` }),
  },
  { method: "get", path: "/api/cgt", access: "signed-in", ok: 200, call: () => ({ url: "/api/cgt?fy=2024&format=csv" }) },
  // Before 30 June (issue 49): the year's position and parcels; a scenario of the caller's own parcels, writing nothing.
  { method: "get", path: "/api/tax-timing", access: "signed-in", ok: 200, call: () => ({ url: "/api/tax-timing" }) },
  {
    method: "post",
    path: "/api/tax-timing/scenario",
    access: { owns: "trade" },
    ok: 200,
    call: (r) => ({ url: "/api/tax-timing/scenario", body: { sales: [{ parcelId: r.firstBuyId, units: "10", price: "11" }] } }),
  },
];
