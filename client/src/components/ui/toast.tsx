import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from "@shared/constants";
import { cn } from "@/lib/utils";
import type { ToastPlacement } from "./toast-placement";

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  );
}

/**
 * The notices' column: full width on phones, 420 px at the right from md up, at the top or bottom edge
 * as placeToasts decides (the newest notice nearest that edge), never taller than its room.
 */
export function ToastViewport({
  className,
  placement,
  topInsetPx = 0,
  style,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport> & {
  placement: ToastPlacement;
  /** At the top edge: where the column starts (below an open dialog's title and Close; use-toast-top-inset.ts). */
  topInsetPx?: number;
}) {
  const inset = placement.edge === "top" ? topInsetPx : 0;
  return (
    <ToastPrimitive.Viewport
      hotkey={[...TOAST_HOTKEY]}
      data-toast-viewport=""
      data-edge={placement.edge}
      className={cn(
        "fixed right-0 z-toast flex w-full gap-2 overflow-y-auto p-4 outline-none md:max-w-[420px]",
        placement.edge === "top" ? "top-0 flex-col-reverse" : "bottom-0 flex-col",
        className,
      )}
      style={{ maxHeight: Math.max(0, placement.maxHeightPx - inset), ...(inset > 0 ? { top: inset } : {}), ...style }}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-swipe-out-right data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-border bg-popover text-popover-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
        success: "border-success/50 bg-popover text-popover-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;

export function Toast({ className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  // Failures interrupt screen readers ("foreground"); other notices wait politely.
  return (
    <ToastPrimitive.Root
      type={variant === "destructive" ? "foreground" : "background"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none group-[.destructive]:border-destructive-foreground/40 group-[.destructive]:hover:bg-destructive-foreground/10",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}
