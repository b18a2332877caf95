// The detail dialog for a stock named by id, for screens without a stock table (the Alerts page):
// it reads both lists, so a portfolio stock and an Other Stocks one open alike, and counts every
// broker, as the alerts do.
import { useMemo, type ReactNode } from "react";
import { ALL_BROKERS_VISIBLE } from "@shared/domain/sources";
import { usePortfolioStocks } from "@/api/portfolio";
import { toStockRow } from "../../utils/stock-rows";
import { StockDetailDialog } from "./stock-detail-dialog";

interface StockDetailByIdProps {
  stockId: string | null;
  onClose: () => void;
  /** The Holding tab's content and the tab to open on (the Holdings page's). */
  holding?: ReactNode;
  initialTab?: "valuation" | "holding";
}

export function StockDetailById({ stockId, onClose, holding, initialTab }: StockDetailByIdProps) {
  const wanted = stockId !== null;
  const portfolio = usePortfolioStocks(true, wanted);
  const other = usePortfolioStocks(false, wanted);
  const stock = useMemo(() => {
    if (!stockId) return null;
    const view = portfolio.data?.find((s) => s.id === stockId) ?? other.data?.find((s) => s.id === stockId);
    return view ? toStockRow(view, ALL_BROKERS_VISIBLE) : null;
  }, [stockId, portfolio.data, other.data]);
  return (
    <StockDetailDialog stock={stock} open={wanted} onOpenChange={(open) => !open && onClose()} holding={holding} initialTab={initialTab} />
  );
}
