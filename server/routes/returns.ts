// /api/returns: the period's returns against the benchmark, and its daily series; /api/benchmarks:
// the stored benchmark series and their refresh (issue 48). Mounted behind requireAuth.
import { Router } from "express";
import { returnsQuery } from "@shared/contracts/returns";
import type { Services } from "../services";
import { route } from "./route";

export function returnsRouter({ returns }: Pick<Services, "returns">) {
  const router = Router();
  router.get(
    "/",
    route({ query: returnsQuery }, ({ user, query }) => returns.returns(user.id, query)),
  );
  router.get(
    "/series",
    route({ query: returnsQuery }, ({ user, query }) => returns.series(user.id, query)),
  );
  return router;
}

/** Benchmark series are public market data: any signed-in user may see them and ask for a refresh. */
export function benchmarksRouter({ benchmarks }: Pick<Services, "benchmarks">) {
  const router = Router();
  router.get(
    "/",
    route({}, () => benchmarks.list()),
  );
  router.post(
    "/refresh",
    route({}, () => benchmarks.refreshAll()),
  );
  return router;
}
