import { useIsMobile } from "@/hooks/use-mobile";
import { StockCardList } from "./stock-cards/stock-card-list";
import { StockTable, type StockTableProps } from "./stock-table/stock-table";

/** The stock table from 768 px; below, the same rows as a list of cards (a phone needs no sideways swipe). */
export function StockList(props: StockTableProps) {
  return useIsMobile() ? <StockCardList {...props} /> : <StockTable {...props} />;
}
