// Which stocks the user holds, marked on the dashboard's table rows and cards (issue 44 item 24).
// The holdings are another feature's read: the dashboard page provides the units held per stock id
// here, and only the visible rows' marks read them, so the table's memoised rows need not change
// when the holdings arrive after its first paint.
import { createContext, useContext, type ReactNode } from "react";
import { Wallet } from "lucide-react";
import { cn } from "@/lib/utils";

const NOTHING_HELD: ReadonlyMap<string, string> = new Map();
const HeldUnitsContext = createContext<ReadonlyMap<string, string>>(NOTHING_HELD);

/** Units held per stock id, as the ledger writes them ("500", "1,500.5"). */
export function HeldUnitsProvider({ units, children }: { units: ReadonlyMap<string, string> | undefined; children: ReactNode }) {
  return <HeldUnitsContext.Provider value={units ?? NOTHING_HELD}>{children}</HeldUnitsContext.Provider>;
}

/** A wallet after the symbol of a held stock, named "Held: 500 units"; nothing for a stock not held. */
export function HeldMark({ stockId, className }: { stockId: string; className?: string }) {
  const units = useContext(HeldUnitsContext).get(stockId);
  if (units === undefined) return null;
  const label = `Held: ${units} ${units === "1" ? "unit" : "units"}`;
  return (
    <span role="img" aria-label={label} title={label} className={cn("inline-flex shrink-0 items-center text-primary", className)}>
      <Wallet className="size-3.5" aria-hidden="true" />
    </span>
  );
}
