import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/**
 * A dialog form's last lines: the form's error (when there is one), then Cancel and the submit
 * button. While the form saves both are held and the submit shows a spinner and `busyLabel`.
 */
export function FormFooter({
  busy,
  submitLabel,
  busyLabel = "Saving...",
  error,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  error?: string | null;
  onCancel: () => void;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm break-words text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
