import { toast } from "@/hooks/use-toast";

interface Mutation {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

/**
 * What a dialog that adds or edits one row does with its two mutations: it is saving while either
 * runs, shows either's failure, cannot be closed mid-save, and on closing or a save clears both
 * (so the next opening shows no old error); `saved(title)` is the success handler that says so.
 */
export function useCreateOrUpdate(create: Mutation, update: Mutation, onDone: () => void) {
  const saving = create.isPending || update.isPending;
  const finish = () => {
    create.reset();
    update.reset();
    onDone();
  };
  return {
    saving,
    failure: create.error ?? update.error,
    close: () => {
      if (!saving) finish();
    },
    saved: (title: string) => () => {
      toast({ variant: "success", title });
      finish();
    },
  };
}
