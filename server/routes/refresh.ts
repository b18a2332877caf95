// Price refresh endpoints, mounted under /api/stocks before the stocks router so that
// "refresh-all" is never read as a stock id. Each route carries requireAuth itself, so requests for
// other /stocks routes pass through here without a second session lookup.
import { Router, type RequestHandler } from "express";
import { stockIdParams } from "@shared/contracts/stocks";
import { currentUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import type { PriceRefreshService } from "../services/price-refresh";

export function refreshRouter(refresh: PriceRefreshService, signedIn: RequestHandler) {
  const router = Router();
  router.post("/refresh-all", signedIn, async (req, res) => {
    res.json(await refresh.refreshAll(currentUser(req).id));
  });
  router.get("/refresh-all/progress", signedIn, (req, res) => {
    // Polled while a refresh runs: never let a cache answer with an old count.
    res.set("Cache-Control", "no-store");
    res.json(refresh.progress(currentUser(req).id));
  });
  router.post("/:id/refresh", signedIn, validate({ params: stockIdParams }), async (req, res) => {
    res.json(await refresh.refreshStock(currentUser(req).id, String(req.params.id)));
  });
  return router;
}
