// The detail dialog for a stock named by id, for screens without a stock table (the Alerts page):
// it reads both lists, so a portfolio stock and an Other Stocks one open alike, and counts every
// broker, as the alerts do.
import { useMemo } from "react";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { usePortfolioStocks } from "@/api/portfolio";
import { toStockRow } from "../../utils/stock-rows";
import { StockDetailDialog } from "./stock-detail-dialog";

export function StockDetailById({ stockId, onClose }: { stockId: string | null; onClose: () => void }) {
  const wanted = stockId !== null;
  const portfolio = usePortfolioStocks(true, wanted);
  const other = usePortfolioStocks(false, wanted);
  const stock = useMemo(() => {
    if (!stockId) return null;
    const view = portfolio.data?.find((s) => s.id === stockId) ?? other.data?.find((s) => s.id === stockId);
    return view ? toStockRow(view, ALL_BROKERS_VISIBLE) : null;
  }, [stockId, portfolio.data, other.data]);
  return <StockDetailDialog stock={stock} open={wanted} onOpenChange={(open) => !open && onClose()} />;
}
