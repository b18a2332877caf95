// Returns against the ASX 200 (issue 48): GET /api/returns (the period's figures, the benchmark, the
// shadow portfolio, each holding's) and GET /api/returns/series (the chart's days). Both are worked
// out on the server from the ledger, the shared daily closes and the benchmark series, so they read
// "trades", "dividends", "priceHistory" and "stocks" (names and last prices); the benchmark series
// are public market data written only by the server's refresh, so no client write ever makes them stale.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ReturnsSeriesView, ReturnsView } from "@shared/contracts/returns";
import type { ReturnPeriodName } from "@shared/contracts/returns";
import { apiJson } from "@/lib/api-client";

const RETURNS_PATH = "/api/returns";

/** A named period or the user's own dates, whether franking credits count as money out, and the series compared with. */
export type ReturnsChoice = ({ period: ReturnPeriodName } | { from: string; to: string }) & {
  franking: "exclude" | "include";
  benchmark: string;
};

const search = (choice: ReturnsChoice) =>
  `${"period" in choice ? `period=${choice.period}` : `from=${choice.from}&to=${choice.to}`}&franking=${choice.franking}&benchmark=${encodeURIComponent(choice.benchmark)}`;

export const returnKeys = {
  figures: (choice: ReturnsChoice) => [RETURNS_PATH, { ...choice }] as const,
  series: (choice: ReturnsChoice) => [RETURNS_PATH, "series", { ...choice }] as const,
};

const READS = ["trades", "corporateActions", "dividends", "priceHistory", "stocks"] as const;

export const returnQueries = {
  figures: (choice: ReturnsChoice) =>
    queryOptions<ReturnsView>({
      queryKey: returnKeys.figures(choice),
      queryFn: () => apiJson<ReturnsView>("GET", `${RETURNS_PATH}?${search(choice)}`),
      meta: { reads: READS },
    }),
  series: (choice: ReturnsChoice) =>
    queryOptions<ReturnsSeriesView>({
      queryKey: returnKeys.series(choice),
      queryFn: () => apiJson<ReturnsSeriesView>("GET", `${RETURNS_PATH}/series?${search(choice)}`),
      meta: { reads: READS },
    }),
};

/** The last period's figures stay on screen (marked busy) while another period's load. */
export const useReturns = (choice: ReturnsChoice) => useQuery({ ...returnQueries.figures(choice), placeholderData: keepPreviousData });
export const useReturnsSeries = (choice: ReturnsChoice) => useQuery({ ...returnQueries.series(choice), placeholderData: keepPreviousData });
