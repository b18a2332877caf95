// The matrix's rows of the fair-value imports and their history, fair values and shareholders.
import { readFileSync } from "node:fs";
import path from "node:path";
import { MORNINGSTAR_HEADER, holdersText, type Row } from "./table-types";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../../parsers/fixtures", name));

export const IMPORT_ROWS: Row[] = [
  // Imports and their history.
  {
    method: "post",
    path: "/api/import/morningstar",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/morningstar", body: { text: `${MORNINGSTAR_HEADER}\n${r.symbol}\t10\t14\tLow\tWide\tStrong` } }),
  },
  {
    method: "post",
    path: "/api/import/intelligent-investor",
    access: "signed-in",
    ok: 200,
    call: (r) => ({
      url: "/api/import/intelligent-investor",
      body: { text: `Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight\n${r.symbol},9,10,11,20,5%` },
    }),
  },
  {
    method: "post",
    path: "/api/import/motley-fool",
    access: "signed-in",
    ok: 200,
    call: (r) => ({ url: "/api/import/motley-fool", body: { text: `${r.name} (ASX: ${r.symbol}) Buy under $12` } }),
  },
  {
    method: "post",
    path: "/api/import/bell-potter-paste",
    access: "signed-in",
    ok: 200,
    call: (r) => ({
      url: "/api/import/bell-potter-paste",
      body: { text: `Security,Target Price,Last Price,Recommendation,Source\n${r.symbol}.ASX,12.00,10.00,Buy,Bell Potter` },
    }),
  },
  {
    method: "post",
    path: "/api/import/excel",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/import/excel", file: { bytes: fixture("portfolio/ok/portfolio-text-months.xlsx"), name: "portfolio.xlsx" } }),
  },
  {
    method: "post",
    path: "/api/import/bell-potter",
    access: "signed-in",
    ok: 200,
    call: () => ({
      url: "/api/import/bell-potter",
      file: { bytes: fixture("bell-potter/ok/CurrentRecommendations.xlsx"), name: "CurrentRecommendations.xlsx" },
    }),
  },
  { method: "get", path: "/api/import/batches", access: "signed-in", ok: 200, call: () => ({ url: "/api/import/batches" }) },
  {
    method: "get",
    path: "/api/import/batches/:id",
    access: { owns: "import batch" },
    ok: 200,
    call: (r) => ({ url: `/api/import/batches/${r.fairValueBatchId}` }),
  },
  {
    method: "delete",
    path: "/api/import/batches/:id",
    access: { owns: "import batch" },
    ok: 200,
    call: (r) => ({ url: `/api/import/batches/${r.fairValueBatchId}` }),
  },
  // Fair values and shareholders.
  { method: "get", path: "/api/fair-values", access: "signed-in", ok: 200, call: () => ({ url: "/api/fair-values" }) },
  {
    method: "delete",
    path: "/api/fair-values/:id",
    access: { owns: "fair value" },
    ok: 200,
    call: (r) => ({ url: `/api/fair-values/${r.fairValueId}` }),
  },
  {
    method: "post",
    path: "/api/shareholders/preview",
    access: "signed-in",
    ok: 200,
    call: () => ({ url: "/api/shareholders/preview", body: { text: holdersText("PREVIEW") } }),
  },
  { method: "get", path: "/api/shareholders", access: "signed-in", ok: 200, call: () => ({ url: "/api/shareholders" }) },
  {
    method: "delete",
    path: "/api/shareholders/:id",
    access: { owns: "shareholder" },
    ok: 200,
    call: (r) => ({ url: `/api/shareholders/${r.shareholderId}` }),
  },
];
