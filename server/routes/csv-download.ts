// The two JSON reads that can also answer a CSV file (GET /api/trades and GET /api/cgt with
// ?format=csv). A file is not JSON, so these handlers do not go through route(): they parse their
// query from the same zod contract and answer either the JSON or the file.
import type { Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import type { User } from "@shared/schema";
import { currentUser } from "../middleware/auth";
import { parseRequest } from "../middleware/validate";

export interface CsvFile {
  fileName: string;
  text: string;
}

function sendCsv(res: Response, file: CsvFile): void {
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${file.fileName}"`);
  // The user's own figures: never kept by a shared cache.
  res.setHeader("Cache-Control", "no-store");
  res.send(file.text);
}

/** A GET whose query has `format: "json" | "csv"`: `json` answers the JSON, `csv` the file. */
export function jsonOrCsv<Q extends z.ZodType<{ format: "json" | "csv" }>>(
  query: Q,
  answers: { json: (user: User, query: z.output<Q>) => Promise<unknown>; csv: (user: User, query: z.output<Q>) => Promise<CsvFile> },
): RequestHandler {
  return async (req: Request, res: Response) => {
    const parsed = parseRequest({ query }, req).query as z.output<Q>;
    const user = currentUser(req);
    if (parsed.format === "csv") sendCsv(res, await answers.csv(user, parsed));
    else res.json(await answers.json(user, parsed));
  };
}
