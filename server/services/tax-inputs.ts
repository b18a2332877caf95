// What every tax figure reads (issue 47): the user's ledger, their holding settings (tax entity,
// loss brought in) and their annual tax statements — six statements whatever the number of rows —
// and the CGT options they make. The Tax page's capital gains, the income report and the tax
// summary all read this one way, so they cannot disagree.
import { financialYearOf, trustGainLines, type CgtOptions } from "@shared/domain/ledger";
import type { Executor } from "../db/connection";
import { readHoldingSettings, type StoredHoldingSettings } from "../storage/holding-settings";
import { readTaxStatements, type TaxStatementRecord } from "../storage/tax-statements";
import { loadLedger, type UserLedger } from "./ledger";

export interface TaxInputs {
  ledger: UserLedger;
  settings: StoredHoldingSettings;
  /** Every statement of the user, newest year first. */
  statements: TaxStatementRecord[];
}

export async function loadTaxInputs(db: Executor, userId: string): Promise<TaxInputs> {
  const ledger = await loadLedger(db, userId);
  const settings = await readHoldingSettings(db, userId);
  const statements = await readTaxStatements(db, userId);
  return { ledger, settings, statements };
}

/** The first financial year the ledger covers: its first trade's; null without trades. */
export function firstLedgerYear(ledger: UserLedger): number | null {
  let first: string | null = null;
  for (const trade of ledger.trades) if (first === null || trade.tradeDate < first) first = trade.tradeDate;
  return first === null ? null : financialYearOf(first);
}

/** The entity's discount, the loss brought in (into the ledger's first year) and every statement's trust gains. */
export function cgtOptionsOf(inputs: TaxInputs): CgtOptions {
  const firstYear = firstLedgerYear(inputs.ledger);
  return {
    entity: inputs.settings.taxEntity,
    lossBroughtIn: firstYear === null ? null : { amount: inputs.settings.lossBroughtIn, financialYear: firstYear },
    trustGains: inputs.statements.flatMap(trustGainLines),
  };
}

/** "stockId|fy" of every statement: a distribution whose entitlement year has one is covered by it. */
export function statementKeys(statements: readonly Pick<TaxStatementRecord, "stockId" | "fy">[]): Set<string> {
  return new Set(statements.map((statement) => `${statement.stockId}|${statement.fy}`));
}
