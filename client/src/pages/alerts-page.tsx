import { useLocation, useSearch } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { AlertSettingsCard } from "@/features/alerts/components/alert-settings-card";
import { AlertsListCard } from "@/features/alerts/components/alerts-list-card";
import { alertStockPath, stockFromSearch } from "@/features/alerts/utils/alert-links";
import { StockDetailById } from "@/features/portfolio/components/stock-detail/stock-detail-by-id";

// The alerts and their settings; the stock an alert names opens in the dashboard's detail dialog,
// kept in the address (?stock=…) so the bell's popover can open it too.
export default function AlertsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const stockId = stockFromSearch(search);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Alerts" subtitle="When a price crosses into buy or sell territory, or a rating or fair value moves" />
      <div className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <AlertsListCard onOpenStock={(id) => navigate(alertStockPath(id))} />
        <AlertSettingsCard />
      </div>
      <StockDetailById stockId={stockId} onClose={() => navigate("/alerts", { replace: true })} />
    </div>
  );
}
