import { z } from "zod";

// Every 4xx/5xx answer of the API is `{ error, code }`: `error` is the sentence a person reads (the
// spec names many of them), `code` a stable machine code a client can branch on. Some answers add
// fields (`skipped`, `hint`, `sample`, `reason`); a 5xx also carries `requestId`, the id its log
// lines and X-Request-Id header carry.
export const ERROR_CODES = [
  "validation_failed", // 400: a body, query or path value (or a rule over them) is not acceptable
  "invalid_json", // 400: the body is not JSON
  "invalid_upload", // 400: no file, not .xlsx/.xls, not a workbook, unreadable multipart
  "unreadable_import", // 400: the paste or workbook has no shape the importer recognises
  "nothing_imported", // 400: rows were read but none could be imported (`skipped` says why)
  "unsupported_archive_version", // 422: an account export of a format version this app does not read
  "archive_tampered", // 422: an account export whose checksum does not match its content
  "invalid_reset_token", // 400
  "bad_request", // 400 (or another 4xx) raised below the app, e.g. an aborted body
  "not_signed_in", // 401
  "invalid_credentials", // 401
  "account_not_approved", // 403: pending or rejected account signing in
  "account_disabled", // 403: an account the owner disabled signing in
  "owner_only", // 403
  "cross_origin_refused", // 403
  "not_found", // 404: unknown /api path, or a resource the caller does not have
  "conflict", // 409
  "ledger_refused", // 422: a trade change, chosen parcels, a method or an undo the holdings ledger cannot replay (an oversell, a later sale left short)
  "payload_too_large", // 413
  "rate_limited", // 429
  "market_data_failed", // 502: the price provider could not price the stock (`reason`)
  "mail_not_configured", // 503: no SMTP_URL, so no e-mail can be sent
  "mail_failed", // 503: the SMTP server refused the message or could not be reached
  "database_unavailable", // 503
  "not_ready", // 503: /api/ready while migrations are pending or the app is stopping
  "internal_error", // 500
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorResponse {
  error: string;
  code: ErrorCode;
  /** 5xx only. */
  requestId?: string;
}

/** The answer of a delete or another action that has nothing else to return. */
export interface MessageResponse {
  message: string;
}

/** `{ id }` path parameters: a UUID, refused as "Invalid <what> id". */
export const uuidParams = (what: string) => z.object({ id: z.string().uuid(`Invalid ${what} id`) });
