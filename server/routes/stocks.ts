// /api/stocks: the user's stocks, a stock's shareholders (its latest list and the list import), its
// valuation history (price against fair values over time, read alongside the session: stockHistoryRead),
// its alert target, price refreshes and refresh-all jobs (their progress readable by their owner only).
// Mounted behind requireAuth. Express tries routes in the order they are declared, so the literal
// "refresh-all" paths come before any "/:id" path that could otherwise take them.
import { Router, type Request } from "express";
import { alertTargetBody } from "@shared/contracts/alerts";
import { refreshJobParams } from "@shared/contracts/price-refresh";
import { shareholderImportBody } from "@shared/contracts/shareholders";
import { createStockBody, stockIdParams } from "@shared/contracts/stocks";
import { SessionScopedRead } from "../middleware/session-scoped-reads";
import type { Services } from "../services";
import type { HistoryReads } from "../services/valuation-history";
import { route } from "./route";

/** GET /stocks/:id/history below /api, as Express matches it (any case, an optional trailing slash). */
const HISTORY_PATH = /^\/stocks\/([^/]+)\/history\/?$/i;

/**
 * A stock's valuation history, read alongside the request's session read (the route below takes it).
 * A malformed id starts nothing: the route answers it 400.
 */
export function stockHistoryRead({ valuationHistory }: Pick<Services, "valuationHistory">) {
  return new SessionScopedRead<HistoryReads>(
    (req: Request) => {
      const id = HISTORY_PATH.exec(req.path)?.[1];
      return id !== undefined && stockIdParams.safeParse({ id }).success ? id : undefined;
    },
    (sessionId, stockId) => valuationHistory.startReads(sessionId, stockId),
  );
}

export function stocksRouter(
  {
    stocks,
    shareholders,
    priceRefresh,
    refreshJobs,
    valuationHistory,
    alerts,
  }: Pick<Services, "stocks" | "shareholders" | "priceRefresh" | "refreshJobs" | "valuationHistory" | "alerts">,
  historyRead: SessionScopedRead<HistoryReads>,
) {
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
    route(byId, ({ user, params, req }) => valuationHistory.answer(user.id, historyRead.forRequest(req, params.id))),
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
