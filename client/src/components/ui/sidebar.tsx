import { PanelLeft } from "lucide-react";
import type { ComponentProps, CSSProperties } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { SIDEBAR_WIDTH_MOBILE } from "@shared/constants";
import { useSidebar } from "./sidebar-context";

/**
 * The navigation column. On desktop it is fixed to the left and collapses to an icon rail; below
 * 768 px it renders inside a slide-in sheet (a modal dialog) opened by SidebarTrigger.
 */
export function Sidebar({ className, children, label = "Sidebar", ...props }: ComponentProps<"div"> & { label?: string }) {
  const { isMobile, state, openMobile, setOpenMobile, triggerRef } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          data-mobile="true"
          // Radix would focus the first button (it skips links), which was Logout or an import panel:
          // the first navigation link is where a person opening the navigation wants to be.
          onOpenAutoFocus={(event) => {
            const first = (event.currentTarget as HTMLElement).querySelector<HTMLElement>("nav a[href], nav button");
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          // The toggle is not a Radix trigger, so without this focus fell to the page's body.
          onCloseAutoFocus={(event) => {
            if (!triggerRef.current) return;
            event.preventDefault();
            triggerRef.current.focus();
          }}
          className="w-(--sidebar-width) gap-0 bg-sidebar p-0 text-sidebar-foreground [&>button]:top-4"
          style={{ "--sidebar-width": SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Site navigation and data import</SheetDescription>
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === "collapsed" ? "icon" : ""}
    >
      {/* Reserves the sidebar's width in the page flow; the visible column is fixed. */}
      <div className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <aside
        aria-label={label}
        className={cn(
          "fixed inset-y-0 left-0 z-sidebar hidden h-svh w-(--sidebar-width) border-r border-sidebar-border transition-[width] duration-200 ease-linear md:flex",
          "group-data-[collapsible=icon]:w-(--sidebar-width-icon)",
          className,
        )}
        {...props}
      >
        <div className="flex h-full w-full flex-col bg-sidebar">{children}</div>
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile, triggerRef } = useSidebar();
  return (
    <Button
      ref={triggerRef}
      variant="ghost"
      size="icon"
      aria-label="Toggle Sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle Sidebar (Ctrl+B)"
      className={cn("size-8", className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/** The page area beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("relative flex min-h-svh min-w-0 flex-1 flex-col bg-background", className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 border-t border-sidebar-border p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden", className)}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("relative flex w-full min-w-0 flex-col p-2", className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-sidebar-foreground/70 transition-[margin,opacity] duration-200 ease-linear",
        "group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroupContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("w-full text-sm", className)} {...props} />;
}

export function SidebarSeparator({ className, ...props }: ComponentProps<"hr">) {
  return <hr className={cn("mx-2 w-auto border-sidebar-border", className)} {...props} />;
}
