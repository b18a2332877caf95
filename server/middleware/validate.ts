// Request input checked against its zod contract. The first issue becomes 400 `validation_failed`
// {"error": "field: message"} (the message alone for a rule over the whole body); an issue whose
// params carry status 413 (a paste over its size limit) is 413 `payload_too_large`.
import type { Request } from "express";
import type { z } from "zod";
import { HttpError } from "../http-error";

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends RequestSchemas, K extends keyof RequestSchemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

export interface ParsedRequest<S extends RequestSchemas> {
  body: Parsed<S, "body">;
  query: Parsed<S, "query">;
  params: Parsed<S, "params">;
}

function refusal(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  if (issue.code === "custom" && issue.params?.status === 413) return new HttpError(413, "payload_too_large", issue.message);
  const field = issue.path.join(".");
  return new HttpError(400, "validation_failed", field ? `${field}: ${issue.message}` : issue.message);
}

/** Parses params, then query, then body (a missing body is `{}`); throws the first refusal. */
export function parseRequest<S extends RequestSchemas>(schemas: S, req: Request): ParsedRequest<S> {
  const parsed: Record<string, unknown> = {};
  for (const part of ["params", "query", "body"] as const) {
    const schema = schemas[part];
    if (!schema) continue;
    const result = schema.safeParse(part === "body" ? (req.body ?? {}) : req[part]);
    if (!result.success) throw refusal(result.error);
    parsed[part] = result.data;
  }
  return parsed as unknown as ParsedRequest<S>;
}
