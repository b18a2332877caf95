// /api/stocks: the user's stocks, a stock's shareholders (its latest list and the list import), its
// valuation history (price against fair values over time), its alert target, price refreshes and
// refresh-all jobs (their progress readable by their owner only).
// Mounted behind requireAuth. Express tries routes in the order they are declared, so the literal
// "refresh-all" paths come before any "/:id" path that could otherwise take them.
import { Router } from "express";
import { alertTargetBody } from "@shared/contracts/alerts";
import { refreshJobParams } from "@shared/contracts/price-refresh";
import { shareholderImportBody } from "@shared/contracts/shareholders";
import { createStockBody, stockIdParams } from "@shared/contracts/stocks";
import type { Services } from "../services";
import { route } from "./route";

export function stocksRouter({
  stocks,
  shareholders,
  priceRefresh,
  refreshJobs,
  valuationHistory,
  alerts,
}: Pick<Services, "stocks" | "shareholders" | "priceRefresh" | "refreshJobs" | "valuationHistory" | "alerts">) {
  const router = Router();
  const byId = { params: stockIdParams };

  router.get(
    "/",
    route({}, ({ user }) => stocks.list(user.id)),
  );
  router.post(
    "/",
    route({ body: createStockBody }, ({ user, body }) => stocks.add(user.id, body), { status: 201 }),
  );

  // Literal paths first.
  // 202 at once: the job runs in the background, whatever becomes of this request (decision 027).
  router.post(
    "/refresh-all",
    route({}, ({ user }) => refreshJobs.startForUser(user.id), { status: 202 }),
  );
  router.get(
    "/refresh-all/:id",
    route({ params: refreshJobParams }, ({ user, params }) => refreshJobs.forUser(user.id, params.id)),
  );

  router.delete(
    "/:id",
    route(byId, ({ user, params }) => stocks.remove(user.id, params.id)),
  );
  router.patch(
    "/:id/toggle-portfolio",
    route(byId, ({ user, params }) => stocks.toggle(user.id, params.id)),
  );
  router.post(
    "/:id/refresh",
    route(byId, ({ user, params }) => priceRefresh.refreshStock(user.id, params.id)),
  );
  router.put(
    "/:id/alert-target",
    route({ params: stockIdParams, body: alertTargetBody }, ({ user, params, body }) => alerts.setTarget(user.id, params.id, body)),
  );
  router.get(
    "/:id/history",
    route(byId, ({ user, params }) => valuationHistory.forStock(user.id, params.id)),
  );
  router.get(
    "/:id/shareholders",
    route(byId, ({ user, params }) => shareholders.latestForStock(user.id, params.id)),
  );
  router.post(
    "/:id/shareholders",
    route({ params: stockIdParams, body: shareholderImportBody }, ({ user, params, body }) =>
      shareholders.importList(user.id, params.id, body),
    ),
  );
  return router;
}
