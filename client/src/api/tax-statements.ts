// ETF and managed fund annual tax statements (issue 47): a year's statements and each fund's years
// (GET /api/tax-statements), adding, editing and deleting one, and the year's tax summary by return
// label (GET /api/tax-summary) with its CSV, and the statements CSV's dry run and import
// (POST /api/import/tax-statements). A statement's reconciliation reads the fund's dividends
// and its units the trades, so the reads declare those beside "taxStatements"; the summary reads
// every figure the Tax page shows.
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type {
  TaxStatementImportResult,
  TaxStatementView,
  TaxStatementsView,
  updateTaxStatementBody,
  createTaxStatementBody,
} from "@shared/contracts/tax-statements";
import { taxSummaryCsvFileName, type TaxSummaryView } from "@shared/contracts/tax-summary";
import type { z } from "zod";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { FinancialYearChoice } from "./cgt";
import type { WriteMeta } from "./resources";

export type CreateTaxStatementBody = z.input<typeof createTaxStatementBody>;
export type UpdateTaxStatementBody = z.input<typeof updateTaxStatementBody>;

const STATEMENTS_PATH = "/api/tax-statements";
const SUMMARY_PATH = "/api/tax-summary";
const statementPath = (id: string) => `${STATEMENTS_PATH}/${encodeURIComponent(id)}`;

function summaryUrl(fy: FinancialYearChoice, format: "json" | "csv"): string {
  const query = new URLSearchParams();
  if (fy !== null) query.set("fy", String(fy));
  if (format === "csv") query.set("format", "csv");
  const text = query.toString();
  return text ? `${SUMMARY_PATH}?${text}` : SUMMARY_PATH;
}

export const taxStatementKeys = {
  year: (fy: number) => [STATEMENTS_PATH, { fy }] as const,
  summary: (fy: FinancialYearChoice) => [SUMMARY_PATH, fy === null ? {} : { fy }] as const,
};

export const taxStatementQueries = {
  year: (fy: number) =>
    queryOptions<TaxStatementsView>({
      queryKey: taxStatementKeys.year(fy),
      queryFn: () => apiJson<TaxStatementsView>("GET", `${STATEMENTS_PATH}?fy=${fy}`),
      meta: { reads: ["taxStatements", "dividends", "trades", "corporateActions", "stocks"] },
    }),
  summary: (fy: FinancialYearChoice) =>
    queryOptions<TaxSummaryView>({
      queryKey: taxStatementKeys.summary(fy),
      queryFn: () => apiJson<TaxSummaryView>("GET", summaryUrl(fy, "json")),
      meta: { reads: ["taxStatements", "dividends", "trades", "corporateActions", "stocks", "holdingSettings"] },
    }),
};

export const useTaxStatements = (fy: number) => useQuery(taxStatementQueries.year(fy));
export const useTaxSummary = (fy: FinancialYearChoice) => useQuery(taxStatementQueries.summary(fy));

const STATEMENTS_CHANGED: WriteMeta = { writes: ["taxStatements"] };
const STATEMENTS_IMPORTED: WriteMeta = { writes: ["taxStatements", "importBatches"] };

/** Multipart: the `dryRun` field, then the `file` (as the trade and dividend imports). */
function postStatementFile(file: File, dryRun: boolean): Promise<TaxStatementImportResult> {
  const form = new FormData();
  form.append("dryRun", String(dryRun));
  form.append("file", file);
  return apiJson<TaxStatementImportResult>("POST", "/api/import/tax-statements", form);
}

export const taxStatementMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (body: CreateTaxStatementBody) => apiJson<TaxStatementView>("POST", STATEMENTS_PATH, body),
      meta: STATEMENTS_CHANGED,
    }),
  update: () =>
    mutationOptions({
      mutationFn: ({ id, body }: { id: string; body: UpdateTaxStatementBody }) =>
        apiJson<TaxStatementView>("PATCH", statementPath(id), body),
      meta: STATEMENTS_CHANGED,
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiJson<{ message: string }>("DELETE", statementPath(id)),
      meta: { deletes: ["taxStatements"] },
    }),
  /** POST /api/import/tax-statements with `dryRun=true`: what importing the CSV would do; stores nothing. */
  previewImport: () =>
    mutationOptions({
      mutationFn: (file: File) => postStatementFile(file, true),
      meta: {},
    }),
  /** POST /api/import/tax-statements: the CSV's statements as one batch Data History can undo. */
  importFile: () =>
    mutationOptions({
      mutationFn: (file: File) => postStatementFile(file, false),
      meta: STATEMENTS_IMPORTED,
    }),
  /** GET /api/tax-summary?format=csv: the year's figures and their lines as a file to save; stores nothing. */
  downloadSummaryCsv: () =>
    mutationOptions({
      mutationFn: async (fy: number) => {
        const res = await apiRequest("GET", summaryUrl(fy, "csv"));
        return { fileName: taxSummaryCsvFileName(fy), text: await res.text() };
      },
      meta: {},
    }),
};

export const useCreateTaxStatement = () => useMutation(taxStatementMutations.create());
export const useUpdateTaxStatement = () => useMutation(taxStatementMutations.update());
export const useDeleteTaxStatement = () => useMutation(taxStatementMutations.remove());
export const usePreviewTaxStatementImport = () => useMutation(taxStatementMutations.previewImport());
export const useTaxStatementImport = () => useMutation(taxStatementMutations.importFile());
export const useDownloadTaxSummaryCsv = () => useMutation(taxStatementMutations.downloadSummaryCsv());
