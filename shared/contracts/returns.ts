// Returns against the ASX 200 (issue 48): GET /api/returns, GET /api/returns/series, GET /api/benchmarks,
// POST /api/benchmarks/refresh. Money is a decimal string rounded to cents; a rate is a fraction as a
// decimal string to 10 places ("0.2703550397" = 27.04 %); dates "YYYY-MM-DD" (docs/domain.md#returns).
import { z } from "zod";
import { BENCHMARKS, DEFAULT_BENCHMARK, type BenchmarkKind } from "../domain/returns/benchmark";
import { RETURN_PERIODS, type ReturnPeriodName } from "../domain/returns/period";
import type { XirrStatus } from "../domain/returns/xirr";
import { ledgerDate } from "./ledger-values";

export { BENCHMARKS, DEFAULT_BENCHMARK, RETURN_PERIODS, type ReturnPeriodName };
export const BENCHMARK_SYMBOLS = BENCHMARKS.map((series) => series.symbol) as [string, ...string[]];
export const FRANKING_CHOICES = ["exclude", "include"] as const;

export const RETURNS_MESSAGES = {
  period: `period must be one of ${RETURN_PERIODS.join(", ")}`,
  franking: "franking must be exclude or include",
  benchmark: `benchmark must be one of ${BENCHMARK_SYMBOLS.join(", ")}`,
  bothForms: "Give either a period or from and to, not both",
  fromAndTo: "Give both from and to",
  order: "from must not be after to",
  future: "to must not be after today",
} as const;

/** `period=fy|last-fy|1y|3y|5y|all` (default fy), or `from=&to=`; `franking=exclude|include`; `benchmark=`. */
export const returnsQuery = z
  .object({
    period: z.enum(RETURN_PERIODS, { error: RETURNS_MESSAGES.period }).optional(),
    from: ledgerDate("from").optional(),
    to: ledgerDate("to").optional(),
    franking: z.enum(FRANKING_CHOICES, { error: RETURNS_MESSAGES.franking }).default("exclude"),
    benchmark: z.enum(BENCHMARK_SYMBOLS, { error: RETURNS_MESSAGES.benchmark }).default(DEFAULT_BENCHMARK),
  })
  .superRefine((query, context) => {
    const dated = query.from !== undefined || query.to !== undefined;
    if (dated && query.period !== undefined) context.addIssue({ code: "custom", path: [], message: RETURNS_MESSAGES.bothForms });
    else if (dated && (query.from === undefined || query.to === undefined))
      context.addIssue({ code: "custom", path: [query.from === undefined ? "from" : "to"], message: RETURNS_MESSAGES.fromAndTo });
    else if (dated && query.from! > query.to!) context.addIssue({ code: "custom", path: ["from"], message: RETURNS_MESSAGES.order });
  });
export type ReturnsQuery = z.infer<typeof returnsQuery>;

export interface XirrView {
  /** The rate over the period, compounded from the annual one; null without a figure. */
  rate: string | null;
  /** The annual rate (the XIRR itself). */
  perAnnum: string | null;
  status: XirrStatus;
}

export interface ReturnFiguresView {
  /** Price + cash dividends (+ franking credits when included), to cents. */
  gain: string;
  simple: string | null;
  modifiedDietz: string | null;
  xirr: XirrView;
  twr: { cumulative: string; perAnnum: string | null };
}

export interface HoldingReturnView extends ReturnFiguresView {
  stockId: string;
  symbol: string;
  /** The holding's gain ÷ the portfolio's average capital (modified Dietz): contributions add up to the portfolio's Dietz return. */
  contribution: string | null;
  startValue: string;
  endValue: string;
}

export type BenchmarkProblemView =
  | { code: "missing" }
  | { code: "short"; firstDate: string }
  | { code: "behind"; lastDate: string }
  | { code: "unchanged"; from: string; to: string }
  | { code: "diverges"; date: string };

export interface BenchmarkComparisonView {
  /** The series compared with; null when none could be used (`problem` says why). */
  symbol: string | null;
  label: string | null;
  kind: BenchmarkKind | null;
  /** The series asked for. */
  requested: string;
  fallbackUsed: boolean;
  /** Why the series asked for was not used (also when nothing could be). */
  problem: BenchmarkProblemView | null;
  /** The index's own return over the period. */
  indexReturn: string | null;
  indexReturnPerAnnum: string | null;
  /** The same cash flows, on the same days, in the index. */
  shadow: {
    units: string;
    endValue: string;
    xirr: string | null;
    modifiedDietz: string | null;
    /** The portfolio's end value − the shadow's: above 0, the portfolio is ahead. */
    difference: string;
  } | null;
}

export type ReturnsWarning =
  | { code: "multiple-sign-changes"; signChanges: number }
  | { code: "no-xirr"; status: Exclude<XirrStatus, "ok"> }
  | { code: "no-dietz" }
  | { code: "estimated-dividends"; count: number }
  | { code: "unpriced-holdings"; symbols: string[] }
  | { code: "wild-days"; dates: string[] }
  | { code: "benchmark-fallback"; requested: string; used: string }
  | { code: "no-benchmark" }
  | { code: "shadow-short"; from: string };

/** GET /api/returns. */
export interface ReturnsView extends ReturnFiguresView {
  period: { from: string; to: string; days: number };
  franking: (typeof FRANKING_CHOICES)[number];
  flows: { invested: string; proceeds: string; dividends: string; frankingCredits: string };
  startValue: string;
  endValue: string;
  /** What the screen leads with: XIRR p.a. for a year or more, else the period's modified Dietz return. */
  headline: { method: "xirr" | "modified-dietz"; rate: string | null; perAnnum: boolean };
  benchmark: BenchmarkComparisonView;
  holdings: HoldingReturnView[];
  warnings: ReturnsWarning[];
}

/** GET /api/returns/series: cumulative time-weighted returns from 0, and the portfolio's and the shadow's value, per day. */
export interface ReturnsSeriesView {
  period: { from: string; to: string; days: number };
  benchmark: Pick<BenchmarkComparisonView, "symbol" | "label" | "kind" | "requested" | "fallbackUsed">;
  points: { date: string; portfolio: string; benchmark: string | null; value: string; shadowValue: string | null }[];
}

export interface BenchmarkSeriesView {
  symbol: string;
  label: string;
  kind: BenchmarkKind;
  firstDate: string | null;
  lastDate: string | null;
  closes: number;
  distributions: number;
  /** Trading days (weekdays) since the last close, up to today's last weekday; null with none. */
  staleDays: number | null;
  stale: boolean;
  refreshedAt: string | null;
  refreshError: string | null;
}

/** GET /api/benchmarks (and POST /api/benchmarks/refresh's answer). */
export interface BenchmarksView {
  default: string;
  series: BenchmarkSeriesView[];
}
