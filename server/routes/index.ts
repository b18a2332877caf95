import { Router } from "express";
import { requireAuth } from "../middleware/auth";
import type { Services } from "../services";
import { allocationsRouter } from "./allocations";
import { authRouter } from "./auth";
import { fairValuesRouter, journalRouter, shareholdersRouter } from "./history";
import { importsRouter } from "./imports";
import { journalWriteRouter } from "./journal";
import { refreshRouter } from "./refresh";
import { shareholderPreviewRouter, stockShareholderImportRouter } from "./shareholder-import";
import { portfolioRouter, stocksRouter } from "./stocks";

export function apiRouter(services: Services, options: { rateLimit: number; sessionCookieName: string }) {
  const router = Router();
  router.use("/auth", authRouter({ auth: services.auth, users: services.users, ...options }));
  // Everything below needs an approved, signed-in user; each service scopes its queries to that user.
  const signedIn = requireAuth(services.auth);
  // Before the stocks router so "refresh-all" is never taken for an :id; it applies signedIn per
  // route, so other /stocks requests are not authenticated twice on their way through.
  router.use("/stocks", refreshRouter(services.priceRefresh, signedIn));
  // POST /stocks/:id/shareholders (the stocks router keeps GET); signedIn per route, as above.
  router.use("/stocks", stockShareholderImportRouter(services.shareholderImport, signedIn));
  router.use("/stocks", signedIn, stocksRouter(services.stocks));
  // Allocations and sectors live under /portfolio too; signedIn per route, as for refresh above.
  router.use("/portfolio", allocationsRouter(services.allocations, services.sectors, signedIn));
  router.use("/portfolio", signedIn, portfolioRouter(services.portfolio));
  router.use("/import", signedIn, importsRouter(services.imports, services.importBatches));
  router.use("/fair-values", signedIn, fairValuesRouter(services.history));
  // The shareholder preview and the journal writes sit beside Data History's list and delete;
  // signedIn per route, as above.
  router.use("/shareholders", shareholderPreviewRouter(services.shareholderImport, signedIn));
  router.use("/shareholders", signedIn, shareholdersRouter(services.history));
  router.use("/journal", journalWriteRouter(services.journal, signedIn));
  router.use("/journal", signedIn, journalRouter(services.history));
  return router;
}
