import { Router } from "express";
import { requireAuth } from "../middleware/auth";
import type { Services } from "../services";
import { authRouter } from "./auth";
import { fairValuesRouter, journalRouter, shareholdersRouter } from "./history";
import { importsRouter } from "./imports";
import { refreshRouter } from "./refresh";
import { portfolioRouter, stocksRouter } from "./stocks";

export function apiRouter(services: Services, options: { rateLimit: number; sessionCookieName: string }) {
  const router = Router();
  router.use("/auth", authRouter({ auth: services.auth, users: services.users, ...options }));
  // Everything below needs an approved, signed-in user; each service scopes its queries to that user.
  const signedIn = requireAuth(services.auth);
  // Before the stocks router so "refresh-all" is never taken for an :id; it applies signedIn per
  // route, so other /stocks requests are not authenticated twice on their way through.
  router.use("/stocks", refreshRouter(services.priceRefresh, signedIn));
  router.use("/stocks", signedIn, stocksRouter(services.stocks));
  router.use("/portfolio", signedIn, portfolioRouter(services.portfolio));
  router.use("/import", signedIn, importsRouter(services.imports, services.importBatches));
  router.use("/fair-values", signedIn, fairValuesRouter(services.history));
  router.use("/shareholders", signedIn, shareholdersRouter(services.history));
  router.use("/journal", signedIn, journalRouter(services.history));
  return router;
}
