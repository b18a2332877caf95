// The one way a route handler is written: its input parsed from its zod contract before it runs,
// typed from that contract, and its answer sent as JSON. Errors are thrown (HttpError) and reach the
// one error middleware.
import type { Request, RequestHandler, Response } from "express";
import type { User } from "@shared/schema";
import { currentUser } from "../middleware/auth";
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
  options: { status?: number | ((input: ParsedRequest<S>) => number) } = {},
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
    const status = typeof options.status === "function" ? options.status(input) : options.status;
    res.status(status ?? 200).json(answer);
  };
}
