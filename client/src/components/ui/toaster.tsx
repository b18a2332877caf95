import { useEffect, useLayoutEffect, useState } from "react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";
import { dismissToast, useToast } from "@/hooks/use-toast";
import { defaultToastPlacement, lastControlRect, placeToasts, trackLastControl } from "./toast-placement";
import { useToastTopInset } from "./use-toast-top-inset";

/** Renders the notices raised through toast(); mount once near the root. */
export function Toaster() {
  const { toasts } = useToast();
  const [placement, setPlacement] = useState(() => defaultToastPlacement(window.innerHeight));
  useEffect(trackLastControl, []);
  // Each new notice is placed away from the control that was just used (before it paints).
  const newestId = toasts[0]?.id;
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measured from the DOM before the notice paints
    if (newestId !== undefined) setPlacement(placeToasts(lastControlRect(), window.innerHeight));
  }, [newestId]);
  // At the top edge, below an open dialog's title and Close.
  const topInsetPx = useToastTopInset(placement.edge === "top" && toasts.some((toast) => toast.open));
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport placement={placement} topInsetPx={topInsetPx} />
    </ToastProvider>
  );
}
