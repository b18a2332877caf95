import type { ReactNode } from "react";
import type { ImportBatchDetail } from "@shared/contracts/imports";
import { LoadingState } from "@/components/ui/spinner";
import { errorDescription } from "@/lib/api-client";
import { DestructiveConfirmation } from "./destructive-confirmation";
import { undoImportLines } from "./undo-import-lines";

/**
 * The body of the 'Undo this import?' confirmation (Data History and Settings), inside the caller's
 * AlertDialog: everything the undo removes, the stocks it keeps and why, the prices it puts back
 * (GET /api/import/batches/:id, read while the dialog is open), then Cancel and 'Undo Import', busy
 * until the call returns. An undo the ledger would refuse says why and offers only Close.
 */
export function UndoImportConfirmation({
  name,
  detail,
  loading,
  loadError,
  note,
  pending,
  onConfirm,
}: {
  /** How the import is named, in brackets after 'this import': "Trades · commsec.csv · 15 Nov 2026, 11:00 am · 6 rows". */
  name: string;
  detail: ImportBatchDetail | undefined;
  loading: boolean;
  loadError: unknown;
  /** What follows from the removal, said after the list ("Holdings ... are worked out again"). */
  note?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  const refusal = detail?.undo.refusal ?? null;
  return (
    <DestructiveConfirmation
      title="Undo this import?"
      description={<UndoDescription name={name} detail={detail} loading={loading} loadError={loadError} note={note} />}
      action="Undo Import"
      pendingAction="Undoing..."
      pending={pending}
      onConfirm={onConfirm}
      blocked={refusal !== null}
    />
  );
}

function UndoDescription({
  name,
  detail,
  loading,
  loadError,
  note,
}: {
  name: string;
  detail: ImportBatchDetail | undefined;
  loading: boolean;
  loadError: unknown;
  note?: ReactNode;
}) {
  if (loading) return <LoadingState label="Reading what the import holds..." className="justify-start py-2" />;
  if (!detail)
    return (
      <p className="break-words">
        What this import ({name}) holds could not be read ({errorDescription(loadError)}). Undoing it removes every row it added, and the
        stocks it added that nothing else refers to.
      </p>
    );
  if (detail.undo.refusal !== null)
    return (
      <p role="alert" className="break-words text-destructive">
        {detail.undo.refusal}. Change or delete that sale first.
      </p>
    );
  const lines = undoImportLines(detail);
  return (
    <div className="grid gap-2 break-words">
      <p>
        {lines.removes.length > 0
          ? `Undoing this import (${name}) removes:`
          : `This import (${name}) holds nothing now: undoing it removes it from the list.`}
      </p>
      {lines.removes.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-foreground" aria-label="What the undo removes">
          {lines.removes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {lines.restores && <p>{lines.restores}.</p>}
      {lines.keeps.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5" aria-label="Stocks it added that stay">
          {lines.keeps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {note && <p>{note}</p>}
    </div>
  );
}
