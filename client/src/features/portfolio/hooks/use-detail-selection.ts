import { useCallback, useEffect, useRef, useState } from "react";
import type { StockRow } from "../utils/stock-rows";

/**
 * Which stock the detail dialog shows. It keeps the id and re-reads the row from the current lists,
 * so a refresh or a broker-visibility change while it is open updates the figures; the last seen
 * row stands in if the stock leaves both lists.
 *
 * It also remembers what had focus when the dialog opened (the table row, the card's button), for
 * `returnFocus`: the dialog has no Radix trigger, so on close focus used to fall to the page's body.
 */
export function useDetailSelection(lists: readonly (readonly StockRow[])[]) {
  const [chosen, setChosen] = useState<StockRow | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);
  const openRow = useCallback((row: StockRow) => {
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    setChosen(row);
    setOpen(true);
  }, []);
  /** The dialog's onCloseAutoFocus. */
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    // The stand-in shown while the dialog's code loads is replaced, not closed: focus stays in the dialog.
    if (isOpen.current) return;
    if (opener.current?.isConnected) opener.current.focus();
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
  return { stock: current, open, setOpen, openRow, returnFocus };
}
