// The /api router: one router file per URL prefix, each mounted once. Everything but /auth needs an
// approved, signed-in user; each service scopes its queries to that user.
import { Router } from "express";
import type { Database } from "../db/connection";
import { requireAuth } from "../middleware/auth";
import type { Services } from "../services";
import { alertsRouter } from "./alerts";
import { authRouter } from "./auth";
import { cgtRouter } from "./cgt";
import { corporateActionsRouter } from "./corporate-actions";
import { dividendsRouter, incomeRouter } from "./dividends";
import { exportRouter } from "./export";
import { fairValuesRouter } from "./fair-values";
import { holdingsRouter } from "./holdings";
import { importsRouter } from "./imports";
import { journalRouter } from "./journal";
import { portfolioRouter } from "./portfolio";
import { benchmarksRouter, returnsRouter } from "./returns";
import { shareholdersRouter } from "./shareholders";
import { stocksRouter } from "./stocks";
import { taxStatementsRouter, taxSummaryRouter } from "./tax-statements";
import { taxTimingRouter } from "./tax-timing";
import { tradesRouter } from "./trades";

export function apiRouter(services: Services, options: { db: Database; rateLimit: number; sessionCookieName: string }) {
  const router = Router();
  router.use("/auth", authRouter({ auth: services.auth, users: services.users, ...options }));
  const signedIn = requireAuth(services.auth);
  router.use("/stocks", signedIn, stocksRouter(services));
  router.use("/portfolio", signedIn, portfolioRouter(services));
  router.use("/import", signedIn, importsRouter(services));
  router.use("/fair-values", signedIn, fairValuesRouter(services.fairValues));
  router.use("/shareholders", signedIn, shareholdersRouter(services.shareholders));
  router.use("/journal", signedIn, journalRouter(services.journal));
  router.use("/alerts", signedIn, alertsRouter(services, { db: options.db }));
  router.use("/export", signedIn, exportRouter(services.accountExport));
  router.use("/trades", signedIn, tradesRouter(services));
  router.use("/holdings", signedIn, holdingsRouter(services));
  router.use("/cgt", signedIn, cgtRouter(services));
  router.use("/dividends", signedIn, dividendsRouter(services));
  router.use("/income", signedIn, incomeRouter(services));
  router.use("/tax-statements", signedIn, taxStatementsRouter(services));
  router.use("/tax-summary", signedIn, taxSummaryRouter(services));
  router.use("/returns", signedIn, returnsRouter(services));
  router.use("/benchmarks", signedIn, benchmarksRouter(services));
  router.use("/tax-timing", signedIn, taxTimingRouter(services));
  router.use("/corporate-actions", signedIn, corporateActionsRouter(services));
  return router;
}
