// /api/health and /api/ready: public, answered before sessions are read, so a load balancer's
// probe never creates or touches a session. Then the gate: the rest of /api answers 503 until the
// database has every migration (an instance started beside one that is still migrating).
import { Router, type RequestHandler } from "express";
import { HEALTH_MESSAGES } from "@shared/contracts/health";
import { HttpError } from "../http-error";
import type { HealthService } from "../services/health";
import { route } from "./route";

export function healthRouter(health: HealthService) {
  const router = Router();
  router.get(
    "/health",
    route({}, () => health.health()),
  );
  router.get(
    "/ready",
    route({}, () => health.ready()),
  );
  return router;
}

export function migrationGate(health: HealthService): RequestHandler {
  return async (_req, _res, next) => {
    if (await health.migrationsApplied()) return next();
    throw new HttpError(503, "not_ready", HEALTH_MESSAGES.migrating);
  };
}
