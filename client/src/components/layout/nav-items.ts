import {
  BellRing,
  History,
  LayoutDashboard,
  NotebookPen,
  PieChart,
  Receipt,
  Settings,
  Upload,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
}

/** docs/product.md: the sidebar's entries, in order (Alerts is issue 14's, Settings, for every user, issue 17's; Holdings and Tax 30's). */
export const NAV_ITEMS: readonly NavItem[] = [
  { title: "Dashboard", href: "/", icon: LayoutDashboard },
  { title: "Holdings", href: "/holdings", icon: Wallet },
  { title: "Tax", href: "/tax", icon: Receipt },
  { title: "Sectors", href: "/sectors", icon: PieChart },
  { title: "Shareholders", href: "/shareholders", icon: Users },
  { title: "Journal", href: "/journal", icon: NotebookPen },
  { title: "Data History", href: "/data-history", icon: History },
  { title: "Upload Data", href: "/upload", icon: Upload },
  { title: "Alerts", href: "/alerts", icon: BellRing },
  { title: "Settings", href: "/settings", icon: Settings },
];

/** Shown to the owner only. */
export const USER_MANAGEMENT_ITEM: NavItem = { title: "User Management", href: "/user-management", icon: UserCog };
