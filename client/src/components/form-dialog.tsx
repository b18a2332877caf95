// The shell of a dialog that holds one form (a dividend, a tax statement, a corporate action): open
// while the caller has something to show, closed by Escape, a click outside or its X through
// `onClose` (which refuses while a save runs), a full-screen sheet on a phone, its title and
// description above the form.
import type { ComponentProps, ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export function FormDialog({
  open,
  onClose,
  title,
  description,
  className,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The width past a phone's, e.g. "sm:max-w-xl". */
  className: string;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={className} fullScreenOnPhone onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
