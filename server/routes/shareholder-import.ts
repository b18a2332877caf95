// Shareholder list import: POST /api/shareholders/preview and POST /api/stocks/:id/shareholders.
// Both routers are mounted before the routers that already own those prefixes (Data History's
// /shareholders, the stocks router's GET /:id/shareholders) and carry requireAuth on each route,
// so every other request passes through them untouched and is authenticated once, further on.
import { Router, type RequestHandler } from "express";
import { shareholderImportBody, shareholderPreviewBody } from "@shared/contracts/shareholder-import";
import { stockIdParams } from "@shared/contracts/stocks";
import { currentUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import type { ShareholderImportService } from "../services/shareholder-import";

/** Mounted on /shareholders. */
export function shareholderPreviewRouter(imports: ShareholderImportService, signedIn: RequestHandler) {
  const router = Router();
  router.post("/preview", signedIn, validate({ body: shareholderPreviewBody }), async (req, res) => {
    res.json(await imports.preview((req.body as { text: string }).text));
  });
  return router;
}

/** Mounted on /stocks. */
export function stockShareholderImportRouter(imports: ShareholderImportService, signedIn: RequestHandler) {
  const router = Router();
  router.post("/:id/shareholders", signedIn, validate({ params: stockIdParams, body: shareholderImportBody }), async (req, res) => {
    const body = req.body as { asOfDate: string; text: string; fileName: string };
    res.json(await imports.importList(currentUser(req).id, String(req.params.id), body));
  });
  return router;
}
