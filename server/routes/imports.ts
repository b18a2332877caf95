// /api/import: the four paste imports, the two workbook uploads, an account export's import, a trade file, a
// dividend file, a tax statements file (one at a time per user), and the batch history with what each batch holds and its undo.
// Mounted behind requireAuth, so uploads are only received from signed-in users.
import { Router } from "express";
import { archiveImportFields } from "@shared/contracts/account-archive";
import { batchIdParams, pasteImportBody, type PasteSource } from "@shared/contracts/imports";
import { dividendImportFields } from "@shared/contracts/dividends";
import { taxStatementImportFields } from "@shared/contracts/tax-statements";
import { tradeImportFields } from "@shared/contracts/trade-import";
import { oneImportPerUser } from "../middleware/one-import-per-user";
import {
  archiveUpload,
  dividendFileUpload,
  spreadsheetUpload,
  taxStatementFileUpload,
  tradeFileUpload,
  uploadedFile,
} from "../middleware/upload";
import type { Services } from "../services";
import { route } from "./route";

/** URL segment → source. Bell Potter's paste has its own path; /bell-potter is the workbook. */
const PASTE_ROUTES: readonly [string, PasteSource][] = [
  ["/morningstar", "morningstar"],
  ["/intelligent-investor", "intelligent-investor"],
  ["/motley-fool", "motley-fool"],
  ["/bell-potter-paste", "bell-potter"],
];

export function importsRouter({
  imports,
  importBatches,
  accountImport,
  tradeImport,
  dividendImport,
  taxStatementImport,
}: Pick<Services, "imports" | "importBatches" | "accountImport" | "tradeImport" | "dividendImport" | "taxStatementImport">) {
  const router = Router();
  // Every import, a dry run too, runs alone for its user: a second one at the same time is 409,
  // refused before its body is read (issue 45 item 3).
  const { claim, during } = oneImportPerUser();
  for (const [path, source] of PASTE_ROUTES) {
    // A blank paste answers the contract's sentence alone; one over the size limit is 413.
    router.post(
      path,
      claim,
      route({ body: pasteImportBody(source) }, ({ user, body, res }) => during(res, () => imports.importPaste(user.id, source, body.text))),
    );
  }
  router.post(
    "/excel",
    claim,
    ...spreadsheetUpload,
    route({}, ({ user, req, res }) => during(res, () => imports.importWorkbook(user.id, "portfolio-workbook", uploadedFile(req)))),
  );
  router.post(
    "/bell-potter",
    claim,
    ...spreadsheetUpload,
    route({}, ({ user, req, res }) => during(res, () => imports.importWorkbook(user.id, "bell-potter-workbook", uploadedFile(req)))),
  );
  router.post(
    "/archive",
    claim,
    ...archiveUpload,
    // dryRun=true checks the whole file against the account, answers the counts and writes nothing.
    route({ body: archiveImportFields }, ({ user, req, res, body }) =>
      during(res, () => accountImport.importArchive(user.id, uploadedFile(req), body.dryRun)),
    ),
  );
  // A broker's or Sharesight's trade file (issue 30); dryRun=true answers what it would do and writes nothing.
  router.post(
    "/trades",
    claim,
    ...tradeFileUpload,
    route({ body: tradeImportFields }, ({ user, req, res, body }) =>
      during(res, () => tradeImport.importFile(user.id, uploadedFile(req), body.dryRun)),
    ),
  );
  // The app's dividend CSV (issue 31); dryRun=true answers what it would do and writes nothing.
  router.post(
    "/dividends",
    claim,
    ...dividendFileUpload,
    route({ body: dividendImportFields }, ({ user, req, res, body }) =>
      during(res, () => dividendImport.importFile(user.id, uploadedFile(req), body.dryRun)),
    ),
  );
  // The annual tax statements CSV (issue 47); dryRun=true answers what it would do and writes nothing.
  router.post(
    "/tax-statements",
    claim,
    ...taxStatementFileUpload,
    route({ body: taxStatementImportFields }, ({ user, req, res, body }) =>
      during(res, () => taxStatementImport.importFile(user.id, uploadedFile(req), body.dryRun)),
    ),
  );
  router.get(
    "/batches",
    route({}, ({ user }) => importBatches.list(user.id)),
  );
  // What the batch holds and what undoing it would remove (the confirmation lists it).
  router.get(
    "/batches/:id",
    route({ params: batchIdParams }, ({ user, params }) => importBatches.detail(user.id, params.id)),
  );
  router.delete(
    "/batches/:id",
    route({ params: batchIdParams }, ({ user, params }) => importBatches.undo(user.id, params.id)),
  );
  return router;
}
