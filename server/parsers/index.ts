// The parsers' public surface: services import from here, never from the helper files.
export type { BellPotterSource, CellValue, ParseError, ParseResult, PasteFailure, WorkbookFailure, WorkbookParseResult } from "./types";
export { parseMorningstarPaste, type MorningstarPasteRow } from "./morningstar-paste";
export { parseIntelligentInvestorPaste, type IntelligentInvestorRow } from "./intelligent-investor-paste";
export { intelligentInvestorFairValue } from "./intelligent-investor-fair-value";
export { parseMotleyFoolPaste, type MotleyFoolKind, type MotleyFoolRow } from "./motley-fool-paste";
export { BELL_POTTER_PASTE_HINT, BELL_POTTER_PASTE_SAMPLE, parseBellPotterPaste, type BellPotterPasteResult } from "./bell-potter-paste";
export type { BellPotterRow } from "./bell-potter-rows";
export { parseBellPotterWorkbook } from "./bell-potter-workbook";
export { parsePortfolioWorkbook, type PortfolioMonthlyValue, type PortfolioWorkbookRow } from "./portfolio-workbook";
export { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, detectSpreadsheetKind, type SpreadsheetKind } from "./workbook";
export { MAX_AMOUNT, cleanText } from "./cells";
export { ParseLimitError, createOffThreadParser, type OffThreadParser } from "./off-thread";
export { archiveDigestText, isGzip, looksLikeJsonObject, type AccountArchiveRead, type ArchiveCounts } from "./account-archive";
