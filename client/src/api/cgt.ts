// Capital gains by financial year (GET /api/cgt): the Tax page's lines and totals, and the same lines
// as a CSV download. Without `method` the server uses the user's parcel method (holdingSettings), and
// chosen parcels win over either; the symbols come from the stocks. A reinvested dividend opens a parcel
// ("dividends").
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { cgtCsvFileName, type CgtView } from "@shared/contracts/cgt";
import type { ParcelMethod } from "@shared/contracts/holdings";
import { apiJson, apiRequest } from "@/lib/api-client";

/** The financial year shown: a year like 2025, or null for the server's default (the current one). */
export type FinancialYearChoice = number | null;

/** A method to view the year by without storing it (the Tax page's `?method=`), or null for the user's own. */
export type MethodView = ParcelMethod | null;

function cgtUrl(fy: FinancialYearChoice, format: "json" | "csv", method: MethodView = null): string {
  const query = new URLSearchParams();
  if (fy !== null) query.set("fy", String(fy));
  if (method !== null) query.set("method", method);
  if (format === "csv") query.set("format", "csv");
  const text = query.toString();
  return text ? `/api/cgt?${text}` : "/api/cgt";
}

export const cgtKeys = {
  year: (fy: FinancialYearChoice, method: MethodView = null) =>
    ["/api/cgt", { ...(fy === null ? {} : { fy }), ...(method === null ? {} : { method }) }] as const,
};

export const cgtQueries = {
  year: (fy: FinancialYearChoice, method: MethodView = null) =>
    queryOptions<CgtView>({
      queryKey: cgtKeys.year(fy, method),
      queryFn: () => apiJson<CgtView>("GET", cgtUrl(fy, "json", method)),
      meta: { reads: ["trades", "corporateActions", "holdingSettings", "stocks", "dividends", "taxStatements"] },
    }),
};

export const useCapitalGains = (fy: FinancialYearChoice, method: MethodView = null) => useQuery(cgtQueries.year(fy, method));

export interface CgtCsv {
  fileName: string;
  text: string;
}

export const cgtMutations = {
  /** GET ?format=csv: the year's lines by the method shown, as a file to save; stores nothing. */
  downloadCsv: () =>
    mutationOptions({
      mutationFn: async ({ fy, method }: { fy: number; method: ParcelMethod }): Promise<CgtCsv> => {
        const res = await apiRequest("GET", cgtUrl(fy, "csv", method));
        return { fileName: cgtCsvFileName(fy, method), text: await res.text() };
      },
      meta: {},
    }),
};

export const useDownloadCgtCsv = () => useMutation(cgtMutations.downloadCsv());
