import { X } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

// A slide-in panel built on Radix Dialog (focus trap, Escape, aria-modal) for small screens.
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export function SheetContent({
  className,
  children,
  side = "left",
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: "left" | "right" | "bottom" }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-dialog bg-black/60 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
      <SheetPrimitive.Content
        className={cn(
          "fixed z-dialog flex flex-col gap-4 bg-background shadow-lg outline-none",
          side === "left" &&
            "inset-y-0 left-0 h-full border-r data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left",
          side === "right" &&
            "inset-y-0 right-0 h-full border-l data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out",
          // A phone's action sheet: from the bottom edge, scrolling inside when it is taller than the screen.
          side === "bottom" &&
            "inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-xl border-t pb-[max(1rem,env(safe-area-inset-bottom))] data-[state=open]:animate-slide-in-bottom data-[state=closed]:animate-slide-out-bottom",
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-3 right-3 inline-flex items-center justify-center rounded-xs opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 max-md:top-1 max-md:right-1 max-md:size-11 [&_svg]:size-4">
          <X aria-hidden="true" />
          <span className="sr-only">Close</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;
