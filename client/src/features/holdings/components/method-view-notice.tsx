// The Tax page while it shows the year by a method other than the account's (issue 44 item 11,
// docs/decisions/056-tax-method-view.md): a notice that nothing is saved, a way back, and the one
// way to change the account's method, which asks first and says it applies to every year.
import { useState } from "react";
import { PARCEL_METHOD_LABELS, type ParcelMethod } from "@shared/contracts/holdings";
import { DestructiveConfirmation } from "@/components/destructive-confirmation";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

interface MethodViewNoticeProps {
  viewing: ParcelMethod;
  stored: ParcelMethod;
  onBack: () => void;
  /** Saves `viewing` as the account's method; `done` closes the confirmation once saved. */
  onAdopt: (done: () => void) => void;
  adopting: boolean;
}

export function MethodViewNotice({ viewing, stored, onBack, onAdopt, adopting }: MethodViewNoticeProps) {
  const [asking, setAsking] = useState(false);
  const viewed = PARCEL_METHOD_LABELS[viewing];
  const own = PARCEL_METHOD_LABELS[stored];
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm sm:flex-row sm:items-center"
    >
      <p className="min-w-0 flex-1">
        Viewing {viewed}: nothing is saved. Your method is {own}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onBack}>
          Back to {own}
        </Button>
        <Button size="sm" onClick={() => setAsking(true)}>
          Use {viewed} for every year
        </Button>
      </div>
      <AlertDialog open={asking} onOpenChange={(open) => !adopting && setAsking(open)}>
        <DestructiveConfirmation
          title={`Change your method to ${viewed}?`}
          description={`Every financial year's capital gains and the Holdings cost bases will be matched by ${viewed}. Sales with chosen parcels keep them.`}
          action="Change method"
          pendingAction="Changing..."
          pending={adopting}
          onConfirm={() => onAdopt(() => setAsking(false))}
          actionVariant="default"
        />
      </AlertDialog>
    </div>
  );
}
