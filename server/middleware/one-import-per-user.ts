// One import at a time per user (issue 45 item 3): a
// second import while the first runs answers 409 before its upload is read, so one account cannot
// hold several files and their parses in memory at once. The claim is taken before the upload and
// given back once the import's work has ended and its response is closed: a client that gives up
// mid-import does not free it while the server still works on that import.
import type { RequestHandler, Response } from "express";
import { IMPORT_MESSAGES } from "@shared/contracts/imports";
import { HttpError } from "../http-error";
import { currentUser } from "./auth";

interface ImportRun {
  /** Runs the import's work under the claim. */
  during<T>(work: () => Promise<T>): Promise<T>;
}

const RUN_KEY = "importRun";

/**
 * The claim middleware of one app's import routes (after requireAuth, before the upload), and
 * `during`, which the route's handler wraps its work in. Within one process: the memory it guards is
 * the process's own.
 */
export function oneImportPerUser(): { claim: RequestHandler; during: <T>(res: Response, work: () => Promise<T>) => Promise<T> } {
  const running = new Set<string>();
  const claim: RequestHandler = (req, res, next) => {
    const userId = currentUser(req).id;
    if (running.has(userId)) return next(new HttpError(409, "conflict", IMPORT_MESSAGES.importRunning));
    running.add(userId);
    let working = false;
    let closed = false;
    const run: ImportRun = {
      async during(work) {
        working = true;
        try {
          return await work();
        } finally {
          working = false;
          if (closed) running.delete(userId);
        }
      },
    };
    res.locals[RUN_KEY] = run;
    res.on("close", () => {
      closed = true;
      if (!working) running.delete(userId);
    });
    next();
  };
  const during = <T>(res: Response, work: () => Promise<T>) => (res.locals[RUN_KEY] as ImportRun).during(work);
  return { claim, during };
}
