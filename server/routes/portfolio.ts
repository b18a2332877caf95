// /api/portfolio: the stock tables' read model, the dollar allocations and the sector figures.
// Mounted behind requireAuth.
import { Router } from "express";
import { allocationBody, allocationParams } from "@shared/contracts/allocations";
import { portfolioQuery } from "@shared/contracts/portfolio";
import type { Services } from "../services";
import { route } from "./route";

export function portfolioRouter({ portfolio, allocations, sectors }: Pick<Services, "portfolio" | "allocations" | "sectors">) {
  const router = Router();
  router.get(
    "/",
    route({ query: portfolioQuery }, ({ user, query }) => portfolio.list(user.id, query.isPortfolio)),
  );
  router.get(
    "/allocations",
    route({}, ({ user }) => allocations.list(user.id)),
  );
  router.post(
    "/allocations",
    route({ body: allocationBody }, ({ user, body }) => allocations.set(user.id, body)),
  );
  router.delete(
    "/allocations/:stockId",
    route({ params: allocationParams }, ({ user, params }) => allocations.remove(user.id, params.stockId)),
  );
  router.get(
    "/sectors",
    route({}, ({ user }) => sectors.values(user.id)),
  );
  router.get(
    "/sector-analytics",
    route({}, ({ user }) => sectors.analytics(user.id)),
  );
  return router;
}
