import { useState, type ReactNode } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useStockShareholders } from "@/api/shareholders";
import type { StockRow } from "../../utils/stock-rows";
import { AnalysisTab } from "./analysis-tab";
import { ShareholdersTab } from "./shareholders-tab";
import { StockDialogHeader } from "./stock-dialog-header";
import { SummaryGrid } from "./summary-grid";
import { ValuationTab } from "./valuation-tab";

interface StockDetailDialogProps {
  stock: StockRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The History tab's content for the stock shown (another feature's; the page hands it in). */
  history?: ReactNode;
  /** The Holding tab's content (the holdings feature's), for a user with trades. */
  holding?: ReactNode;
  /** The tab each opening starts on: Valuation (the spec's default), or Holding from the Holdings page. */
  initialTab?: "valuation" | "holding";
  /** Where focus goes when the dialog closes; Radix's default is its trigger, and this dialog has none. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Opened by a table row. Shareholders are fetched only while it is open on a stock (docs/product.md). */
export function StockDetailDialog({
  stock,
  open,
  onOpenChange,
  history,
  holding,
  initialTab = "valuation",
  onCloseAutoFocus,
}: StockDetailDialogProps) {
  const [tab, setTab] = useState<string>(initialTab);
  const shareholders = useStockShareholders(open ? (stock?.id ?? null) : null);

  const onChange = (next: boolean) => {
    // Each opening starts on Valuation, the spec's default tab (Holding when opened from a holding).
    if (!next) setTab(initialTab);
    onOpenChange(next);
  };

  return (
    <Dialog open={open && stock !== null} onOpenChange={onChange}>
      {/* Below 768 px a full-screen sheet: every tab of the dialog gets the whole phone screen. */}
      <DialogContent className="md:max-w-3xl" fullScreenOnPhone onCloseAutoFocus={onCloseAutoFocus}>
        {stock && (
          <>
            <StockDialogHeader stock={stock} />
            <SummaryGrid stock={stock} />
            <Tabs value={tab} onValueChange={setTab} className="grid gap-3">
              {/* Four tabs do not fit one row of a phone: two rows of two there, so none scrolls out of
                  sight; each keeps the phone's 44 px touch height. */}
              <TabsList className="grid w-full grid-cols-2 max-md:h-auto max-md:*:min-h-11 sm:inline-flex sm:w-fit">
                <TabsTrigger value="valuation">Valuation</TabsTrigger>
                <TabsTrigger value="shareholders">Shareholders</TabsTrigger>
                <TabsTrigger value="analysis">Analysis</TabsTrigger>
                {history && <TabsTrigger value="history">History</TabsTrigger>}
                {holding && <TabsTrigger value="holding">Holding</TabsTrigger>}
              </TabsList>
              <TabsContent value="valuation">
                <ValuationTab stock={stock} />
              </TabsContent>
              <TabsContent value="shareholders">
                <ShareholdersTab shareholders={shareholders.data} isLoading={shareholders.isLoading} error={shareholders.error} />
              </TabsContent>
              <TabsContent value="analysis">
                <AnalysisTab stock={stock} />
              </TabsContent>
              {history && (
                <TabsContent value="history" className="min-w-0">
                  {history}
                </TabsContent>
              )}
              {holding && (
                <TabsContent value="holding" className="min-w-0">
                  {holding}
                </TabsContent>
              )}
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
