import type { ReactNode } from "react";
import { Separator } from "@/components/ui/separator";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { InstallButton } from "./install-button";
import { ThemeToggle } from "./theme-toggle";

/** The bar above every signed-in page: sidebar toggle, the page title area and the theme toggle. */
export function AppHeader({ title, actions }: { title?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-header flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 h-4!" />
      <div className="min-w-0 flex-1 truncate text-sm font-medium text-muted-foreground">{title}</div>
      {actions}
      <InstallButton />
      <ThemeToggle />
    </header>
  );
}
