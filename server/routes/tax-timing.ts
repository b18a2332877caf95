// /api/tax-timing: the Before 30 June page's figures and its scenario, which reads and writes
// nothing (a POST only because its sales are a body). Mounted behind requireAuth.
import { Router } from "express";
import { scenarioBody, taxTimingQuery } from "@shared/contracts/tax-timing";
import type { Services } from "../services";
import { route } from "./route";

export function taxTimingRouter({ taxTiming }: Pick<Services, "taxTiming">) {
  const router = Router();
  router.get(
    "/",
    route({ query: taxTimingQuery }, ({ user, query }) => taxTiming.position(user.id, query)),
  );
  router.post(
    "/scenario",
    route({ body: scenarioBody }, ({ user, body }) => taxTiming.scenario(user.id, body)),
  );
  return router;
}
