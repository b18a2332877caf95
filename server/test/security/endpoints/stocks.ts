// The matrix's rows of stocks, price refresh, the portfolio, allocations and sectors.
import { holdersText, nextSymbol, type Row } from "./table-types";

export const STOCK_ROWS: Row[] = [
  // Stocks and price refresh.
  { method: "get", path: "/api/stocks", access: "signed-in", ok: 200, call: () => ({ url: "/api/stocks" }) },
  {
    method: "post",
    path: "/api/stocks",
    access: "signed-in",
    ok: 201,
    call: () => ({ url: "/api/stocks", body: { symbol: nextSymbol("N"), name: "New Ltd", lastPrice: 3 } }),
  },
  { method: "delete", path: "/api/stocks/:id", access: { owns: "stock" }, ok: 200, call: (r) => ({ url: `/api/stocks/${r.stockId}` }) },
  {
    method: "patch",
    path: "/api/stocks/:id/toggle-portfolio",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/toggle-portfolio` }),
  },
  {
    method: "get",
    path: "/api/stocks/:id/shareholders",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/shareholders` }),
  },
  {
    method: "get",
    path: "/api/stocks/:id/history",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/history` }),
  },
  {
    method: "post",
    path: "/api/stocks/:id/shareholders",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/shareholders`, body: { asOfDate: "2024-06-30", text: holdersText("INTRUDER") } }),
  },
  // A job runs in the background (202); its progress is its owner's alone.
  { method: "post", path: "/api/stocks/refresh-all", access: "signed-in", ok: 202, call: () => ({ url: "/api/stocks/refresh-all" }) },
  {
    method: "get",
    path: "/api/stocks/refresh-all/:id",
    access: { owns: "refresh job" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/refresh-all/${r.refreshJobId}` }),
  },
  {
    method: "post",
    path: "/api/stocks/:id/refresh",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/refresh` }),
  },
  {
    method: "put",
    path: "/api/stocks/:id/alert-target",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: `/api/stocks/${r.stockId}/alert-target`, body: { below: 5, above: 50 } }),
  },
  // Portfolio, allocations and sectors.
  { method: "get", path: "/api/portfolio", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio" }) },
  { method: "get", path: "/api/portfolio/allocations", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio/allocations" }) },
  {
    method: "post",
    path: "/api/portfolio/allocations",
    access: { owns: "stock" },
    ok: 200,
    call: (r) => ({ url: "/api/portfolio/allocations", body: { stockId: r.stockId, amount: 999 } }),
  },
  {
    method: "delete",
    path: "/api/portfolio/allocations/:stockId",
    access: { owns: "allocation" },
    ok: 200,
    call: (r) => ({ url: `/api/portfolio/allocations/${r.stockId}` }),
  },
  { method: "get", path: "/api/portfolio/sectors", access: "signed-in", ok: 200, call: () => ({ url: "/api/portfolio/sectors" }) },
  {
    method: "get",
    path: "/api/portfolio/sector-analytics",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/portfolio/sector-analytics" }),
  },
];
