import { lazy, Suspense, type ReactNode } from "react";
import { useLocation } from "wouter";
import { AppHeader } from "@/components/layout/app-header";
import { AppSidebar } from "@/components/layout/app-sidebar";
import { SidebarInset } from "@/components/ui/sidebar";
import { SidebarProvider } from "@/components/ui/sidebar-context";
import { useCurrentUser, useLogout } from "@/api/auth";
import { AlertsBell } from "@/features/alerts/components/alerts-bell";
import { useNewAlertsNotice } from "@/features/alerts/hooks/use-new-alerts-notice";
import { usePendingCount } from "@/features/auth/hooks/use-pending-count";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";

// The sidebar's paste panels (and the import contracts and zod behind them) load after the page:
// on a phone they sit in a closed sheet, and no first screen needs them.
const CompactImportPanels = lazy(() =>
  import("@/features/imports/components/compact-import-panel").then((module) => ({ default: module.CompactImportPanels })),
);

/** The signed-in frame: sidebar (navigation, import panels, logout), header and the page. */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user, isOwner } = useCurrentUser();
  const pendingCount = usePendingCount({ isOwner, userId: user?.id });
  const logout = useLogout();
  useNewAlertsNotice();

  const onLogout = () =>
    logout.mutate(undefined, {
      onError: (error) => toast({ variant: "destructive", title: "Logout failed", description: errorDescription(error) }),
    });

  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only z-skip-link rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <AppSidebar
        currentPath={location}
        isOwner={isOwner}
        pendingCount={pendingCount}
        userEmail={user?.email}
        importPanels={
          <Suspense fallback={null}>
            <CompactImportPanels />
          </Suspense>
        }
        onLogout={onLogout}
        loggingOut={logout.isPending}
      />
      <SidebarInset>
        <AppHeader title="ASX Fair Value Dashboard" actions={<AlertsBell />} />
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
