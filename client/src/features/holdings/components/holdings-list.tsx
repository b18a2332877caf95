import { useMemo, useState } from "react";
import type { HoldingsView, HoldingView } from "@shared/contracts/holdings";
import { useIsMobile } from "@/hooks/use-mobile";
import { DEFAULT_HOLDING_SORT, nextSort, sortHoldings } from "../utils/holding-sort";
import { HoldingCards } from "./holding-cards";
import { HoldingsTable } from "./holdings-table";

/** The holdings, sortable: a table from 768 px, cards below (in the table's order). */
export function HoldingsList({ view, onOpen }: { view: HoldingsView; onOpen: (holding: HoldingView) => void }) {
  const [sort, setSort] = useState(DEFAULT_HOLDING_SORT);
  const rows = useMemo(() => sortHoldings(view.holdings, sort), [view.holdings, sort]);
  const mobile = useIsMobile();
  if (mobile) return <HoldingCards rows={rows} onOpen={onOpen} />;
  return (
    <HoldingsTable
      rows={rows}
      totals={view.totals}
      sort={sort}
      onSort={(key) => setSort((current) => nextSort(current, key))}
      onOpen={onOpen}
    />
  );
}
