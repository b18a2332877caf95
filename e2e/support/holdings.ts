// The research brief's worked scenario (../shared/research/holdings.md, "Formulas") as a CommSec
// Transactions file, written as CommSec writes it (BOM, CRLF, newest first, d/mm/yyyy, quoted
// "1,000"), plus an interest credit and a deposit (non-trade rows, skipped) and a sale of units never bought (an
// error row).
// Through the ledger it gives: FY 2025 net capital gain 216.06 by FIFO and 123.07 by minimise gain
// (or by choosing B's 50 units and 70 of A); at a price of 48.00, 30 units of B worth 1,440.00
// against a cost base of 1,391.97 (+48.03, 3.45 %).
import type { APIRequestContext } from "playwright-core";
import { expect } from "vitest";
import type { TradeImportResult } from "../../shared/contracts/trade-import";
import { database } from "./database";

const LINES = [
  "Date,Reference,Details,Debit($),Credit($),Balance($)",
  "3/03/2025,C130004412,S 120 CSL @ 45.00,,5380.05,107040.15",
  "1/10/2024,,DIRECT CREDIT INTEREST,,12.40,101660.10",
  "2/09/2024,C129900001,B 50 CSL @ 46.00,2319.95,,101647.70",
  "13/02/2024,C129700012,S 10 NAB @ 30.00,,280.05,103967.65",
  "1/08/2023,C129500551,B 100 CSL @ 40.00,4019.95,,104287.60",
  "1/06/2023,,TRANSFER FROM 062-000 12345678,,108307.55,108307.55",
];

/** The file's lines as the import names them (the header is line 1). */
export const SCENARIO_LINES = { interest: 3, oversell: 5, transfer: 7 } as const;

export const SCENARIO_FILE = { name: "CommSec-Transactions.csv", text: `\uFEFF${LINES.join("\r\n")}\r\n` };

/** Imports the scenario through the API with the page's session (the screens' tests import through the UI). */
export async function importScenario(request: APIRequestContext): Promise<TradeImportResult> {
  const res = await request.post("/api/import/trades", {
    multipart: {
      dryRun: "false",
      file: { name: SCENARIO_FILE.name, mimeType: "text/csv", buffer: Buffer.from(SCENARIO_FILE.text) },
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as TradeImportResult;
}

/**
 * CSL at 48.00 for the user, and daily closes from the scenario's first buy to today (price_history
 * is shared by symbol; a price refresh writes it in the app), so the value chart has its points.
 */
export async function priceScenario(userId: string) {
  await database().query("update stocks set last_price = 48 where user_id = $1 and symbol = 'CSL'", [userId]);
  await database().query(
    `insert into price_history (symbol, trade_date, close)
     select 'CSL', d::date, round((44 + 4 * sin(extract(epoch from d) / 86400 / 45))::numeric, 2)::float8
       from generate_series('2023-08-01'::date, current_date - 1, interval '1 day') as d
      where extract(isodow from d) < 6
     on conflict do nothing`,
  );
}
