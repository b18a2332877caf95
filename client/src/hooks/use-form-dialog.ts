import { useState } from "react";

/**
 * State for a dialog that holds a form: it cannot be closed while the form is busy, and each opening
 * gets a new `session` to use as the form's key, so the form starts fresh and empty.
 */
export function useFormDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [session, setSession] = useState(0);
  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) setSession((n) => n + 1);
    setOpen(next);
  };
  return { open, session, setBusy, onOpenChange, close: () => setOpen(false) };
}
