// The Tax page's "ETF and managed fund tax statements" section (issue 47): the year's statements,
// each with what it changes (its grossed-up capital gains, the cost base net amount) and whether the
// year's cash distributions add up to its cash total; the funds whose year is still estimated; Add,
// Edit and Delete, and Import tax statements (a CSV, with its dry run first).
import { useState } from "react";
import { fyLabel, type FundYearView, type TaxStatementView } from "@shared/contracts/tax-statements";
import { DestructiveConfirmation } from "@/components/destructive-confirmation";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { QueryStates } from "@/components/query-states";
import { useHoldings } from "@/api/holdings";
import { useDeleteTaxStatement, useTaxStatements } from "@/api/tax-statements";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { moneyText } from "../../utils/ledger-text";
import { ImportTaxStatementsDialog } from "./import-tax-statements-dialog";
import { TaxStatementDialog, type FundChoice, type StatementDialogState } from "./tax-statement-dialog";

function costBaseText(statement: TaxStatementView): string {
  const amount = Number(statement.costBaseAdjustment);
  if (amount === 0) return "No change";
  const what = statement.amit ? (amount < 0 ? "AMIT excess" : "AMIT shortfall") : "Tax-deferred";
  return `${moneyText(statement.costBaseAdjustment)} (${what})`;
}

function reconciliationText(statement: TaxStatementView): string {
  const { reconciliation } = statement;
  const count = `${reconciliation.distributions} distribution${reconciliation.distributions === 1 ? "" : "s"}`;
  if (reconciliation.agrees) return `Agrees: ${count} of ${moneyText(reconciliation.distributionsCash)}`;
  return `${count} add up to ${moneyText(reconciliation.distributionsCash)}, ${moneyText(reconciliation.difference)} from the statement's cash`;
}

function StatementCard({ statement, onEdit, onDelete }: { statement: TaxStatementView; onEdit: () => void; onDelete: () => void }) {
  const facts: [string, string][] = [
    ["Cash distribution", moneyText(statement.cashDistribution)],
    ["Franked distributions", moneyText(statement.frankedDistributions)],
    ["Franking credits", moneyText(statement.frankingCredits)],
    ["Foreign income", moneyText(statement.foreignIncome)],
    ["Capital gains, grossed up", moneyText(statement.grossedUpCapitalGains)],
    ["Other capital gains", moneyText(statement.otherCapitalGains)],
    ["Cost base", costBaseText(statement)],
  ];
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {statement.symbol} <span className="font-normal text-muted-foreground">{fyLabel(statement.fy)}</span>
        </h3>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${statement.symbol} tax statement`}>
            Edit
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${statement.symbol} tax statement`}>
            Delete
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="m-0 break-words tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p
        role={statement.reconciliation.agrees ? undefined : "note"}
        className={
          statement.reconciliation.agrees
            ? "text-sm text-muted-foreground"
            : "rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm"
        }
      >
        {reconciliationText(statement)}
      </p>
    </li>
  );
}

export function TaxStatementsSection({ fy }: { fy: number }) {
  const statements = useTaxStatements(fy);
  const holdings = useHoldings();
  const remove = useDeleteTaxStatement();
  const [dialog, setDialog] = useState<StatementDialogState>(null);
  const [deleting, setDeleting] = useState<TaxStatementView | null>(null);
  const withStatement = new Set((statements.data?.statements ?? []).map((statement) => statement.stockId));
  const funds: FundChoice[] = [...(holdings.data?.holdings ?? []), ...(holdings.data?.closed ?? [])]
    .filter((stock) => !withStatement.has(stock.stockId))
    .map(({ stockId, symbol }) => ({ stockId, symbol }))
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
  const estimated: FundYearView[] = (statements.data?.funds ?? []).filter((fund) => fund.fy === fy && fund.status === "estimated");

  return (
    <section className="grid min-w-0 gap-4 border-t pt-5" aria-labelledby="tax-statements-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id="tax-statements-heading" className="text-lg font-semibold">
            ETF and managed fund tax statements
          </h2>
          <p className="text-sm text-muted-foreground">
            A fund&apos;s annual tax statement confirms its year: its components replace the cash distributions in your income. Its cost
            base net amount moves the parcels held in the year, pro rata per unit over the year&apos;s distribution entitlements; above a
            parcel&apos;s cost base it is a capital gain (E10).
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportTaxStatementsDialog />
          <Button onClick={() => setDialog({ mode: "add" })} disabled={funds.length === 0}>
            Add tax statement
          </Button>
        </div>
      </div>
      <QueryStates query={statements} loadingLabel="Loading tax statements..." title="Could not load the tax statements">
        {(data) => (
          <div className="grid gap-3" aria-busy={statements.isFetching || undefined}>
            {estimated.length > 0 && (
              <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
                Estimated (cash distributions only): {estimated.map((fund) => fund.symbol).join(", ")}. Add their statements to confirm the
                year.
              </p>
            )}
            {data.statements.length === 0 ? (
              <p className="rounded-md border px-4 py-8 text-center text-sm text-muted-foreground">No tax statements for {fyLabel(fy)}.</p>
            ) : (
              <ul className="grid gap-3" aria-label="Tax statements">
                {data.statements.map((statement) => (
                  <StatementCard
                    key={statement.id}
                    statement={statement}
                    onEdit={() => setDialog({ mode: "edit", statement })}
                    onDelete={() => setDeleting(statement)}
                  />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryStates>
      <TaxStatementDialog fy={fy} funds={funds} state={dialog} onDone={() => setDialog(null)} />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}>
        {deleting && (
          <DestructiveConfirmation
            title="Delete this tax statement?"
            description={`The ${deleting.symbol} statement for ${fyLabel(deleting.fy)} goes: the year's cash distributions count as its income again, and its capital gains leave the year.`}
            action="Delete"
            pendingAction="Deleting..."
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  toast({ variant: "success", title: "Tax statement deleted" });
                  setDeleting(null);
                },
                onError: (error) => {
                  toast({ variant: "destructive", title: "Tax statement not deleted", description: errorDescription(error) });
                  setDeleting(null);
                },
              })
            }
          />
        )}
      </AlertDialog>
    </section>
  );
}
