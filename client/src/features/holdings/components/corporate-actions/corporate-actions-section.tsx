// The Holding tab's **Corporate actions** (issue 46): the known actions that touch this holding and
// are not applied (each with Apply, the same form filled in), the applied actions in ledger order
// (type, date, one line of terms, a provisional mark, Edit and Delete), and Add corporate action.
import { useState } from "react";
import { Plus } from "lucide-react";
import type { CorporateActionView } from "@shared/contracts/corporate-action-views";
import { EditDeleteButtons } from "@/components/edit-delete-buttons";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { useCorporateActionSuggestions, useStockCorporateActions } from "@/api/corporate-actions";
import { errorDescription } from "@/lib/api-client";
import { actionTypeLabel } from "../../utils/corporate-actions/action-fields";
import { PROVISIONAL_ACTION_SENTENCE } from "../../utils/corporate-actions/provisional-text";
import { dateText } from "../../utils/ledger-text";
import { CorporateActionDialog, type ActionDialogState } from "./action-dialog";
import { DeleteActionDialog } from "./delete-action-dialog";
import { ProvisionalBadge } from "./provisional-badge";
import { SuggestionList } from "./suggestion-list";

function ActionItem({ action, onEdit, onDelete }: { action: CorporateActionView; onEdit: () => void; onDelete: () => void }) {
  const name = `${actionTypeLabel(action.type)} of ${dateText(action.date)}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2 text-sm">
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <span>
            {actionTypeLabel(action.type)} · {dateText(action.date)}
          </span>
          {action.status === "provisional" && <ProvisionalBadge title={PROVISIONAL_ACTION_SENTENCE} />}
        </p>
        <p className="break-words text-muted-foreground tabular-nums">{action.description}</p>
      </div>
      <div className="flex flex-wrap gap-1">
        <EditDeleteButtons name={name} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}

export function CorporateActionsSection({ stockId, symbol }: { stockId: string; symbol: string }) {
  const actions = useStockCorporateActions(stockId);
  const suggestions = useCorporateActionSuggestions();
  const mine = (suggestions.data?.suggestions ?? []).filter((suggestion) => suggestion.stockId === stockId);
  const [dialog, setDialog] = useState<ActionDialogState>(null);
  const [deleting, setDeleting] = useState<CorporateActionView | null>(null);
  const rows = actions.data?.actions ?? [];

  return (
    <section className="grid min-w-0 gap-2" aria-labelledby="holding-actions-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="holding-actions-heading" className="text-base font-semibold">
          Corporate actions
        </h3>
        <Button variant="outline" size="sm" onClick={() => setDialog({ mode: "add" })}>
          <Plus aria-hidden="true" />
          Add corporate action
        </Button>
      </div>
      <SuggestionList suggestions={mine} onApply={(suggestion) => setDialog({ mode: "apply", suggestion })} showCode={false} />
      {actions.isLoading ? (
        <LoadingState label="Loading corporate actions..." />
      ) : actions.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(actions.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No corporate actions for {symbol}.</p>
      ) : (
        <ul className="grid gap-1.5" aria-label="Applied corporate actions">
          {rows.map((action) => (
            <ActionItem
              key={action.id}
              action={action}
              onEdit={() => setDialog({ mode: "edit", action })}
              onDelete={() => setDeleting(action)}
            />
          ))}
        </ul>
      )}
      <CorporateActionDialog stockId={stockId} symbol={symbol} state={dialog} onDone={() => setDialog(null)} />
      <DeleteActionDialog action={deleting} onDone={() => setDeleting(null)} />
    </section>
  );
}
