// The delete flow all three tabs share: remember the row the user asked to delete, call the API when
// they confirm, then toast and close the dialog (docs/product.md "Calls", "Messages"). The tab passes its resource's
// delete mutation (client/src/api), which also refreshes every list the delete touched.
import { useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/contracts/responses";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";

export interface DeleteNotices {
  success: string;
  successDescription: string;
  failure: string;
}

type DeleteMutation = Pick<UseMutationResult<MessageResponse, Error, string>, "mutate" | "isPending">;

export function useConfirmedDelete<T extends { id: string }>(mutation: DeleteMutation, notices: DeleteNotices) {
  const [pending, setPending] = useState<T | null>(null);

  const confirm = () => {
    if (!pending) return;
    mutation.mutate(pending.id, {
      onSuccess: () => toast({ variant: "success", title: notices.success, description: notices.successDescription }),
      onError: (error) => toast({ variant: "destructive", title: notices.failure, description: errorDescription(error) }),
      // A failed delete closes too: the notice says why, and the list is refetched (a row already
      // deleted elsewhere disappears; any other row is still there to try again).
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
