import { Loader2, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
} from "@/components/ui/sidebar";
import { useSidebar } from "@/components/ui/sidebar-context";
import { SidebarMenu, SidebarMenuBadge, SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar-menu";
import { BrandLogo } from "./brand-logo";
import { NAV_ITEMS, USER_MANAGEMENT_ITEM, type NavItem } from "./nav-items";

export interface AppSidebarProps {
  currentPath: string;
  isOwner: boolean;
  /** Pending registrations; shown as a badge on User Management when above zero. */
  pendingCount: number;
  userEmail?: string;
  /** The Data Import group's contents (the compact paste panels, or their icons in the icon rail). */
  importPanels?: ReactNode;
  onLogout: () => void;
  loggingOut: boolean;
}

function NavLink({ item, active, badge }: { item: NavItem; active: boolean; badge?: number }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={item.title}>
        <Link
          href={item.href}
          aria-current={active ? "page" : undefined}
          // On phones the sheet covers the page, so close it once a destination is chosen.
          onClick={() => isMobile && setOpenMobile(false)}
        >
          <Icon aria-hidden="true" />
          <span>{item.title}</span>
          {badge !== undefined && badge > 0 && <span className="sr-only">, {badge} pending</span>}
        </Link>
      </SidebarMenuButton>
      {badge !== undefined && badge > 0 && (
        <>
          <SidebarMenuBadge aria-hidden="true">{badge}</SidebarMenuBadge>
          {/* In the icon rail the number has no room; a dot says "something is waiting". */}
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1 right-1 hidden size-2 rounded-full bg-destructive group-data-[collapsible=icon]:block"
          />
        </>
      )}
    </SidebarMenuItem>
  );
}

export function AppSidebar({ currentPath, isOwner, pendingCount, userEmail, importPanels, onLogout, loggingOut }: AppSidebarProps) {
  return (
    <Sidebar label="Sidebar">
      <SidebarHeader className="border-b border-sidebar-border">
        <div className="flex h-10 items-center gap-2 overflow-hidden px-1 group-data-[collapsible=icon]:px-0">
          <BrandLogo />
          <div className="grid min-w-0 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate text-sm font-semibold">ASX Fair Value</span>
            <span className="truncate text-xs text-sidebar-foreground/60">Analyst estimates tracker</span>
          </div>
        </div>
      </SidebarHeader>

      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Navigation</SidebarGroupLabel>
          <SidebarGroupContent>
            <nav aria-label="Main">
              <SidebarMenu>
                {NAV_ITEMS.map((item) => (
                  <NavLink
                    key={item.href}
                    item={item}
                    active={currentPath === item.href || (item.href !== "/" && currentPath.startsWith(`${item.href}/`))}
                  />
                ))}
                {isOwner && <NavLink item={USER_MANAGEMENT_ITEM} active={currentPath === USER_MANAGEMENT_ITEM.href} badge={pendingCount} />}
              </SidebarMenu>
            </nav>
          </SidebarGroupContent>
        </SidebarGroup>

        {importPanels && (
          // In the icon rail the group stays: its contents swap the panels for one icon per source.
          <SidebarGroup>
            <SidebarGroupLabel id="sidebar-data-import">Data Import</SidebarGroupLabel>
            <SidebarGroupContent role="group" aria-labelledby="sidebar-data-import" className="flex flex-col gap-1.5">
              {importPanels}
            </SidebarGroupContent>
          </SidebarGroup>
        )}
      </SidebarContent>

      <SidebarFooter>
        {userEmail && (
          <p className="truncate px-2 text-xs text-sidebar-foreground/60 group-data-[collapsible=icon]:hidden" title={userEmail}>
            {userEmail}
          </p>
        )}
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip="Logout" onClick={onLogout} disabled={loggingOut} aria-busy={loggingOut || undefined}>
              {loggingOut ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
              <span>{loggingOut ? "Logging out..." : "Logout"}</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
