// /api/cgt: capital gains of a financial year, as JSON or (?format=csv) the file the Tax page
// downloads. Mounted behind requireAuth.
import { Router } from "express";
import { cgtQuery } from "@shared/contracts/cgt";
import type { Services } from "../services";
import { jsonOrCsv } from "./csv-download";

export function cgtRouter({ cgt }: Pick<Services, "cgt">) {
  const router = Router();
  router.get(
    "/",
    jsonOrCsv(cgtQuery, {
      json: (user, query) => cgt.year(user.id, query),
      csv: (user, query) => cgt.csv(user.id, query),
    }),
  );
  return router;
}
