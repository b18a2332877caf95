// The delete flow all three tabs share: remember the row the user asked to delete, call the API when
// they confirm, then toast and close the dialog (spec sections 7 and 8).
import { useState } from "react";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useDeleteHistoryRow } from "../api/use-history";
import type { HistoryKind } from "../api/history-keys";

export interface DeleteNotices {
  success: string;
  successDescription: string;
  failure: string;
}

export function useConfirmedDelete<T extends { id: string }>(kind: HistoryKind, notices: DeleteNotices) {
  const [pending, setPending] = useState<T | null>(null);
  const mutation = useDeleteHistoryRow(kind);

  const confirm = () => {
    if (!pending) return;
    mutation.mutate(pending.id, {
      onSuccess: () => toast({ variant: "success", title: notices.success, description: notices.successDescription }),
      onError: (error) => toast({ variant: "destructive", title: notices.failure, description: errorDescription(error) }),
      // A failed delete closes too: the notice says why, and the row is still there to try again.
      onSettled: () => setPending(null),
    });
  };

  return {
    pending,
    request: setPending as (row: T) => void,
    cancel: () => setPending(null),
    confirm,
    deleting: mutation.isPending,
  };
}
