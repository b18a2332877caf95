import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { useState, type ComponentProps } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { useSidebar } from "./sidebar-context";

export function SidebarMenu({ className, ...props }: ComponentProps<"ul">) {
  return <ul className={cn("flex w-full min-w-0 flex-col gap-1", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<"li">) {
  return <li className={cn("group/menu-item relative", className)} {...props} />;
}

const menuButtonVariants = cva(
  "peer/menu-button flex w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-none transition-[width,height,padding] ring-sidebar-ring hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 disabled:pointer-events-none disabled:opacity-50 aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-medium aria-[current=page]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:not(.sr-only)]:truncate [&>svg]:size-4 [&>svg]:shrink-0",
  {
    variants: {
      // Below 768 px the sidebar is a sheet on a touch screen: 44 px rows.
      size: { default: "h-8 max-md:h-11", sm: "h-7 text-xs max-md:h-11", lg: "h-12 group-data-[collapsible=icon]:p-0!" },
    },
    defaultVariants: { size: "default" },
  },
);

interface SidebarMenuButtonProps extends ComponentProps<"button">, VariantProps<typeof menuButtonVariants> {
  asChild?: boolean;
  /** Shown as a tooltip when the sidebar is collapsed to icons, where the label is hidden. */
  tooltip?: string;
}

export function SidebarMenuButton({ asChild = false, size, tooltip, className, ...props }: SidebarMenuButtonProps) {
  const { isMobile, state } = useSidebar();
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const Comp = asChild ? Slot.Root : "button";
  const button = <Comp className={cn(menuButtonVariants({ size }), className)} {...props} />;
  if (!tooltip) return button;
  // Only the icon rail needs the name beside the icon. Elsewhere the tooltip never opens (a hidden but
  // open one still took the first Escape in the phone's sheet); the trigger stays, so collapsing the
  // sidebar does not remount, and so unfocus, the button under the keyboard.
  const wanted = state === "collapsed" && !isMobile;
  return (
    <Tooltip open={wanted && tooltipOpen} onOpenChange={setTooltipOpen}>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}

export function SidebarMenuBadge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "pointer-events-none absolute right-1 top-1.5 max-md:top-3 flex h-5 min-w-5 items-center justify-center rounded-md bg-destructive px-1 text-xs font-medium tabular-nums text-destructive-foreground select-none group-data-[collapsible=icon]:hidden",
        className,
      )}
      {...props}
    />
  );
}
