// The matrix's rows of returns against the ASX 200 and the benchmark series.
import type { Row } from "./table-types";

export const RETURNS_ROWS: Row[] = [
  // Returns against the ASX 200 (issue 48): the period's returns and their daily series; the benchmark series, public market data.
  { method: "get", path: "/api/returns", access: "signed-in", ok: 200, call: () => ({ url: "/api/returns?period=all&franking=include" }) },
  { method: "get", path: "/api/returns/series", access: "signed-in", ok: 200, call: () => ({ url: "/api/returns/series?period=1y" }) },
  { method: "get", path: "/api/benchmarks", access: "signed-in", ok: 200, call: () => ({ url: "/api/benchmarks" }) },
  { method: "post", path: "/api/benchmarks/refresh", access: "signed-in", ok: 200, call: () => ({ url: "/api/benchmarks/refresh" }) },
];
