import type { ReactNode } from "react";
import { Separator } from "@/components/ui/separator";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { InstallButton } from "./install-button";
import { ThemeToggle } from "./theme-toggle";

/**
 * The bar above every signed-in page: sidebar toggle, the page title area and the theme toggle.
 * Opaque on purpose: a see-through bar let a light button scrolled under it drop the title's
 * contrast below 4.5:1 (e2e/accessibility.test.ts, "/upload scrolled under the header").
 */
export function AppHeader({ title, actions }: { title?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-header flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 sm:px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 h-4!" />
      {/* Two lines where one is too narrow (a phone with the bell and the theme toggle): never cut short. */}
      <div className="line-clamp-2 min-w-0 flex-1 text-sm leading-tight font-medium text-muted-foreground">{title}</div>
      {actions}
      <InstallButton />
      <ThemeToggle />
    </header>
  );
}
