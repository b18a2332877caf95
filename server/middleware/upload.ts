// Uploads (multipart, field "file"): held in memory (10 MB at most, so no temporary files to clean
// up), then refused early unless it is one .xlsx/.xls file whose bytes really are a workbook, or, for
// an account import, one file whose bytes are gzip or a JSON object. Every refusal is an HttpError,
// so the JSON error handler answers 4xx, never 500.
import { DIVIDEND_MESSAGES } from "@shared/contracts/dividends";
import { TAX_STATEMENT_MESSAGES } from "@shared/contracts/tax-statements";
import type { Request, RequestHandler } from "express";
import multer from "multer";
import { ACCOUNT_ARCHIVE_MESSAGES } from "@shared/contracts/account-archive";
import { TRADE_IMPORT_MESSAGES } from "@shared/contracts/trade-import";
import { IMPORT_MESSAGES, MAX_UPLOAD_BYTES, hasSpreadsheetExtension } from "@shared/contracts/imports";
import { HttpError } from "../http-error";
import { cleanText, decodeTextFile, detectSpreadsheetKind, isGzip, looksLikeJsonObject } from "../parsers";

export const UPLOAD_FIELD = "file";

const receiveFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
  // Browsers send a file name's UTF-8 bytes without declaring a charset.
  defParamCharset: "utf8",
}).single(UPLOAD_FIELD);

/** Multer's and busboy's errors are all about the request the client sent. */
export function uploadError(error: unknown): HttpError {
  if (error instanceof multer.MulterError) {
    if (error.code === "LIMIT_FILE_SIZE") return new HttpError(413, "payload_too_large", IMPORT_MESSAGES.fileTooLarge);
    if (error.code === "LIMIT_FILE_COUNT" || error.code === "LIMIT_UNEXPECTED_FILE")
      return new HttpError(400, "invalid_upload", IMPORT_MESSAGES.oneFile);
    return new HttpError(400, "invalid_upload", `${IMPORT_MESSAGES.unreadableUpload}: ${error.message}`);
  }
  return new HttpError(400, "invalid_upload", IMPORT_MESSAGES.unreadableUpload);
}

const receive: RequestHandler = (req, res, next) => {
  receiveFile(req, res, (error: unknown) => next(error ? uploadError(error) : undefined));
};

const checkSpreadsheet: RequestHandler = (req, _res, next) => {
  const file = req.file;
  if (!file) return next(new HttpError(400, "invalid_upload", IMPORT_MESSAGES.noFile));
  if (!hasSpreadsheetExtension(file.originalname)) return next(new HttpError(400, "invalid_upload", IMPORT_MESSAGES.wrongExtension));
  // The name is only a claim: a CSV or an HTML page renamed .xlsx is refused by its bytes.
  if (detectSpreadsheetKind(file.buffer) === null) return next(new HttpError(400, "invalid_upload", IMPORT_MESSAGES.notAWorkbook));
  next();
};

/** Receives and checks the upload; put it after requireAuth, so no anonymous bytes are buffered. */
export const spreadsheetUpload: RequestHandler[] = [receive, checkSpreadsheet];

const checkArchive: RequestHandler = (req, _res, next) => {
  const file = req.file;
  if (!file) return next(new HttpError(400, "invalid_upload", ACCOUNT_ARCHIVE_MESSAGES.noFile));
  // By its bytes, whatever its name: a browser may have saved the download as .json (unpacked) or renamed it.
  if (!isGzip(file.buffer) && !looksLikeJsonObject(file.buffer))
    return next(new HttpError(400, "invalid_upload", ACCOUNT_ARCHIVE_MESSAGES.notAnArchive));
  next();
};

/** An account export (POST /api/import/archive), with the workbooks' size limit; after requireAuth. */
export const archiveUpload: RequestHandler[] = [receive, checkArchive];

const checkTextFile =
  (noFile: string): RequestHandler =>
  (req, _res, next) => {
    const file = req.file;
    if (!file) return next(new HttpError(400, "invalid_upload", noFile));
    // By its bytes: a workbook, an archive or any file that decodes to a NUL is no CSV, whatever its
    // name (a UTF-16 file's zero bytes are its characters' halves: it is text).
    if (detectSpreadsheetKind(file.buffer) !== null || isGzip(file.buffer) || decodeTextFile(file.buffer) === null)
      return next(new HttpError(400, "invalid_upload", TRADE_IMPORT_MESSAGES.notText));
    next();
  };

/** A trade file (POST /api/import/trades): a CSV text of 10 MB at most; after requireAuth. */
export const tradeFileUpload: RequestHandler[] = [receive, checkTextFile(TRADE_IMPORT_MESSAGES.noFile)];

/** The dividend CSV (POST /api/import/dividends): the same checks, its own message when no file came. */
export const dividendFileUpload: RequestHandler[] = [receive, checkTextFile(DIVIDEND_MESSAGES.noFile)];
export const taxStatementFileUpload: RequestHandler[] = [receive, checkTextFile(TAX_STATEMENT_MESSAGES.noFile)];

/**
 * The checked file of a request that went through spreadsheetUpload or archiveUpload. The name is stored and shown
 * in the import history, so it is cleaned like any imported text: a NUL (which busboy decodes from
 * filename*=UTF-8''%00) would fail the INSERT, and a bidi override would make "xslx.exe" read
 * "exe.xlsx".
 */
export function uploadedFile(req: Request): { fileName: string; bytes: Buffer } {
  if (!req.file) throw new Error("uploadedFile() used on a route without spreadsheetUpload or archiveUpload");
  return { fileName: cleanText(req.file.originalname).slice(0, 255), bytes: req.file.buffer };
}
