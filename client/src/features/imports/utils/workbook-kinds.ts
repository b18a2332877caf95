// The two Excel uploads on the Upload page (docs/product.md "Imports"), described once so the
// tabs, the notices and the 'Last upload' lookup read the same table.
import type { WorkbookSource } from "@shared/contracts/imports";

export type WorkbookKind = "portfolio" | "bell-potter";

export interface WorkbookConfig {
  kind: WorkbookKind;
  tabLabel: string;
  /** Multipart endpoint; the file goes in the field "file". */
  endpoint: string;
  batchSource: WorkbookSource;
  successTitle: string;
  /** Used when the request never got a server answer (docs/product.md "Messages" fallbacks). */
  failureFallback: string;
  requiredColumns: string;
  optionalColumns?: string;
  tips: readonly string[];
}

export const WORKBOOKS: readonly WorkbookConfig[] = [
  {
    kind: "portfolio",
    tabLabel: "Morningstar / Portfolio",
    endpoint: "/api/import/excel",
    batchSource: "portfolio-workbook",
    successTitle: "Import successful!",
    failureFallback: "Failed to import Excel file",
    requiredColumns: "ASX Code, Last $, and monthly fair-value columns in MMM-YY format.",
    optionalColumns: "Intelligent Investor Fair Value and Buy Below.",
    tips: ["The sheet must be named 'Portfolio'.", "All prices must be numeric."],
  },
  {
    kind: "bell-potter",
    tabLabel: "Bell Potter",
    endpoint: "/api/import/bell-potter",
    batchSource: "bell-potter-workbook",
    successTitle: "Bell Potter import successful!",
    failureFallback: "Failed to import Bell Potter file",
    requiredColumns: "Security (such as BHP.ASX), Description, Target Price, Last Price, Recommendation, Source.",
    tips: [
      "Export as 'CurrentRecommendations'.",
      "The .ASX suffix is removed automatically.",
      "Both Bell Potter and Consensus recommendations are imported.",
    ],
  },
];

export function workbookConfig(kind: WorkbookKind): WorkbookConfig {
  const config = WORKBOOKS.find((w) => w.kind === kind);
  if (!config) throw new Error(`Unknown workbook kind: ${kind}`);
  return config;
}
