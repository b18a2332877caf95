// /api/import: the four paste imports, the two workbook uploads, and the batch history with undo.
// Mounted behind requireAuth, so uploads are only received from signed-in users.
import { type RequestHandler, Router } from "express";
import { batchIdParams, pasteImportBody, type PasteSource } from "@shared/contracts/imports";
import { HttpError } from "../http-error";
import { currentUser } from "../middleware/auth";
import { spreadsheetUpload, uploadedSpreadsheet } from "../middleware/upload";
import { validate } from "../middleware/validate";
import type { ImportBatchService } from "../services/import-batches";
import type { ImportService } from "../services/imports";

/** URL segment → source. Bell Potter's paste has its own path; /bell-potter is the workbook. */
const PASTE_ROUTES: readonly [string, PasteSource][] = [
  ["/morningstar", "morningstar"],
  ["/intelligent-investor", "intelligent-investor"],
  ["/motley-fool", "motley-fool"],
  ["/bell-potter-paste", "bell-potter"],
];

/**
 * Like validate({body}), but the answer is the contract's sentence alone, and a paste over the
 * size limit is 413 rather than 400 (the issue carries the status).
 */
function pasteBody(source: PasteSource): RequestHandler {
  const schema = pasteImportBody(source);
  return (req, _res, next) => {
    const result = schema.safeParse(req.body ?? {});
    if (result.success) {
      req.body = result.data;
      return next();
    }
    const issue = result.error.issues[0];
    const tooLarge = issue.code === "custom" && issue.params?.status === 413;
    next(tooLarge ? new HttpError(413, "payload_too_large", issue.message) : new HttpError(400, "validation_failed", issue.message));
  };
}

export function importsRouter(imports: ImportService, batches: ImportBatchService) {
  const router = Router();
  for (const [path, source] of PASTE_ROUTES) {
    router.post(path, pasteBody(source), async (req, res) => {
      res.json(await imports.importPaste(currentUser(req).id, source, (req.body as { text: string }).text));
    });
  }
  router.post("/excel", ...spreadsheetUpload, async (req, res) => {
    res.json(await imports.importWorkbook(currentUser(req).id, "portfolio-workbook", uploadedSpreadsheet(req)));
  });
  router.post("/bell-potter", ...spreadsheetUpload, async (req, res) => {
    res.json(await imports.importWorkbook(currentUser(req).id, "bell-potter-workbook", uploadedSpreadsheet(req)));
  });
  router.get("/batches", async (req, res) => {
    res.json(await batches.list(currentUser(req).id));
  });
  router.delete("/batches/:id", validate({ params: batchIdParams }), async (req, res) => {
    res.json(await batches.undo(currentUser(req).id, String(req.params.id)));
  });
  return router;
}
