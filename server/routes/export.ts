// /api/export: the signed-in user's whole account as one file to download (behind requireAuth).
// The one route that answers a stream rather than JSON, so it does not go through route().
import { Router } from "express";
import { exportQuery } from "@shared/contracts/account-archive";
import { currentUser } from "../middleware/auth";
import { parseRequest } from "../middleware/validate";
import type { AccountExportService } from "../services/account-export";

export function exportRouter(accountExport: AccountExportService) {
  const router = Router();
  router.get("/", async (req, res) => {
    parseRequest({ query: exportQuery }, req);
    await accountExport.export(currentUser(req).id, {
      start(fileName) {
        res.status(200);
        res.setHeader("Content-Type", "application/gzip");
        res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
        // The whole account: never kept by a browser or proxy cache.
        res.setHeader("Cache-Control", "no-store");
        return res;
      },
    });
  });
  return router;
}
