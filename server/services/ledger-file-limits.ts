// The row limit of a trade or dividend file (issue 45 item 3): checked on the file's text before it
// is parsed, so a 10 MB file of 170,000 lines costs a count, not a parse and a replay.
import { MAX_LEDGER_FILE_ROWS } from "@shared/constants";
import { tooManyRowsMessage } from "@shared/contracts/imports";
import { HttpError } from "../http-error";
import { countRowsBelowHeader } from "../parsers";

/** 413, saying how many rows the file has and how many a file may have; nothing is read or written. */
export function refuseTooManyRows(text: string, kind: "trade" | "dividend" | "tax statement"): void {
  const rows = countRowsBelowHeader(text);
  if (rows <= MAX_LEDGER_FILE_ROWS) return;
  throw new HttpError(413, "payload_too_large", tooManyRowsMessage(kind, rows, MAX_LEDGER_FILE_ROWS), {
    rows,
    limit: MAX_LEDGER_FILE_ROWS,
  });
}
