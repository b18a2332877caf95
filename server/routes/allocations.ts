// Allocation and sector endpoints under /api/portfolio. Mounted on "/portfolio" beside the portfolio
// list router (which answers GET "/" only), so the paths never collide. Like the refresh router, each
// route carries requireAuth itself: GET /api/portfolio passes through here without a second session
// lookup on its way to the list router.
import { Router, type RequestHandler } from "express";
import { allocationBody, allocationParams } from "@shared/contracts/allocations";
import { currentUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import type { AllocationService } from "../services/allocations";
import type { SectorService } from "../services/sectors";

export function allocationsRouter(allocations: AllocationService, sectors: SectorService, signedIn: RequestHandler) {
  const router = Router();
  router.get("/allocations", signedIn, async (req, res) => {
    res.json(await allocations.list(currentUser(req).id));
  });
  router.post("/allocations", signedIn, validate({ body: allocationBody }), async (req, res) => {
    res.json(await allocations.set(currentUser(req).id, req.body));
  });
  router.delete("/allocations/:stockId", signedIn, validate({ params: allocationParams }), async (req, res) => {
    res.json(await allocations.remove(currentUser(req).id, String(req.params.stockId)));
  });
  router.get("/sectors", signedIn, async (req, res) => {
    res.json(await sectors.values(currentUser(req).id));
  });
  router.get("/sector-analytics", signedIn, async (req, res) => {
    res.json(await sectors.analytics(currentUser(req).id));
  });
  return router;
}
