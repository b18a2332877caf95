// Importing analyst data: parse (server/parsers), plan (import-mapping.ts), write in one transaction
// (import-writer.ts), and answer with what was imported and what was skipped and why.
import {
  IMPORT_MESSAGES,
  IMPORT_SOURCE_LABELS,
  PASTE_FILE_NAME,
  type ImportResult,
  type ImportSource,
  type PasteSource,
  type WorkbookSource,
} from "@shared/contracts/imports";
import { currentMonthKey } from "@shared/domain/months";
import type { Database } from "../db/connection";
import { HttpError } from "../http-error";
import type { Logger } from "../logger";
import type { OffThreadParser } from "../parsers";
import {
  planBellPotter,
  planIntelligentInvestorPaste,
  planMorningstarPaste,
  planMotleyFoolPaste,
  planPortfolioWorkbook,
} from "./import-mapping";
import type { ImportPlan, PlanContext } from "./import-plan";
import { listedCompanies } from "./import-asx-list";
import type { AlertEvaluator } from "./alert-evaluation";
import { writeImport } from "./import-writer";

export interface UploadedWorkbook {
  fileName: string;
  bytes: Uint8Array;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "Imported 12 Morningstar records", plus " (2 rows skipped)" when some were. */
export function importMessage(source: ImportSource, imported: number, skipped: number): string {
  const base = `Imported ${plural(imported, `${IMPORT_SOURCE_LABELS[source]} record`)}`;
  return skipped > 0 ? `${base} (${plural(skipped, "row")} skipped)` : base;
}

/** Parses the paste; a Bell Potter paste without its header answers 400 {error, hint, sample}. */
async function planPaste(parser: OffThreadParser, source: PasteSource, text: string, context: PlanContext): Promise<ImportPlan> {
  switch (source) {
    case "morningstar":
      return planMorningstarPaste(await parser.run("morningstarPaste", text), context);
    case "intelligent-investor":
      return planIntelligentInvestorPaste(await parser.run("intelligentInvestorPaste", text), context);
    case "motley-fool":
      return planMotleyFoolPaste(await parser.run("motleyFoolPaste", text), context);
    case "bell-potter": {
      const parsed = await parser.run("bellPotterPaste", text);
      if (parsed.failure) {
        const { error, hint, sample } = parsed.failure;
        throw new HttpError(400, "unreadable_import", error, { hint, sample });
      }
      return planBellPotter(parsed, context);
    }
  }
}

async function planWorkbook(parser: OffThreadParser, source: WorkbookSource, bytes: Uint8Array, context: PlanContext): Promise<ImportPlan> {
  if (source === "portfolio-workbook") {
    const parsed = await parser.run("portfolioWorkbook", bytes);
    if (parsed.failure) throw new HttpError(400, "unreadable_import", parsed.failure.error);
    return planPortfolioWorkbook(parsed, context);
  }
  const parsed = await parser.run("bellPotterWorkbook", bytes);
  if (parsed.failure) throw new HttpError(400, "unreadable_import", parsed.failure.error);
  return planBellPotter(parsed, context);
}

export function createImportService(deps: {
  db: Database;
  logger: Logger;
  now: () => Date;
  parser: OffThreadParser;
  alerts: AlertEvaluator;
}) {
  const { db, logger, now, parser, alerts } = deps;

  async function run(
    userId: string,
    source: ImportSource,
    fileName: string,
    planFor: (context: PlanContext) => Promise<ImportPlan>,
  ): Promise<ImportResult> {
    const at = now();
    const plan = await planFor({ currentMonth: currentMonthKey(at), listed: await listedCompanies(logger) });
    // Nothing good: write nothing, not even an empty batch, and say why each row was refused.
    if (plan.rowsImported === 0) throw new HttpError(400, "nothing_imported", IMPORT_MESSAGES.nothingImported, { skipped: plan.skipped });
    // The Morningstar / Portfolio workbook is the user's portfolio; everything else is "other tracked".
    const isPortfolio = source === "portfolio-workbook";
    const written = await writeImport(db, alerts, { userId, source, fileName, isPortfolio, plan, at });
    logger.info("Import written", {
      userId,
      source,
      rows: plan.rowsImported,
      skipped: plan.skipped.length,
      warnings: plan.warnings.length,
      ...written,
    });
    return {
      message: importMessage(source, plan.rowsImported, plan.skipped.length),
      totalRecords: plan.rowsImported,
      skipped: plan.skipped,
      warnings: plan.warnings,
      batchId: written.batchId,
      newAlerts: written.newAlerts,
    };
  }

  return {
    importPaste(userId: string, source: PasteSource, text: string): Promise<ImportResult> {
      return run(userId, source, PASTE_FILE_NAME, (context) => planPaste(parser, source, text, context));
    },

    /** The upload middleware has already checked the name and the magic bytes. */
    importWorkbook(userId: string, source: WorkbookSource, file: UploadedWorkbook): Promise<ImportResult> {
      return run(userId, source, file.fileName, (context) => planWorkbook(parser, source, file.bytes, context));
    },
  };
}
