import { useCallback, useState } from "react";
import type { StockRow } from "../utils/stock-rows";

/**
 * Which stock the detail dialog shows. It keeps the id and re-reads the row from the current lists,
 * so a refresh or a broker-visibility change while it is open updates the figures; the last seen
 * row stands in if the stock leaves both lists.
 */
export function useDetailSelection(lists: readonly (readonly StockRow[])[]) {
  const [chosen, setChosen] = useState<StockRow | null>(null);
  const [open, setOpen] = useState(false);
  const openRow = useCallback((row: StockRow) => {
    setChosen(row);
    setOpen(true);
  }, []);
  let current = chosen;
  if (chosen) {
    for (const list of lists) {
      const found = list.find((row) => row.id === chosen.id);
      if (found) {
        current = found;
        break;
      }
    }
  }
  return { stock: current, open, setOpen, openRow };
}
