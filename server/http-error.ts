import type { ErrorCode } from "@shared/contracts/responses";

/**
 * Every 4xx/5xx the API answers: thrown (or passed to next) anywhere, answered by the one error
 * middleware as `{ error: message, code, ...extra }`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The answer to a request without a signed-in, approved user. */
export const notSignedIn = () => new HttpError(401, "not_signed_in", "Not authenticated");
