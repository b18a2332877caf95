// The one way a route handler is written: its input parsed from its zod contract before it runs,
// typed from that contract, and its answer sent as JSON (a JsonText as the text it already is). Errors are thrown (HttpError) and reach the
// one error middleware.
import type { Request, RequestHandler, Response } from "express";
import type { User } from "@shared/schema";
import { JsonText } from "../json-text";
import { currentUser } from "../middleware/auth";
import { sendJson } from "../middleware/compression";
import { parseRequest, type ParsedRequest, type RequestSchemas } from "../middleware/validate";

export interface RouteInput<S extends RequestSchemas> extends ParsedRequest<S> {
  /** The signed-in user; only on routes behind requireAuth (elsewhere reading it is a bug, a 500). */
  readonly user: User;
  req: Request;
  res: Response;
}

export function route<S extends RequestSchemas>(
  schemas: S,
  handler: (input: RouteInput<S>) => unknown,
  options: { status?: number } = {},
): RequestHandler {
  return async (req, res) => {
    const input = parseRequest(schemas, req);
    const answer = await handler({
      ...input,
      get user() {
        return currentUser(req);
      },
      req,
      res,
    });
    // A handler that returns nothing sends an empty body, as res.json(undefined) did.
    sendJson(req, res, options.status ?? 200, answer instanceof JsonText ? answer.text : (JSON.stringify(answer) ?? ""));
  };
}
