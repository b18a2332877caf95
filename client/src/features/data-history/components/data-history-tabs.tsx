import type { ImportBatchView } from "@shared/contracts/imports";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FairValuesTab } from "./fair-values-tab";
import { JournalTab } from "./journal-tab";
import { ShareholdersTab } from "./shareholders-tab";

interface DataHistoryTabsProps {
  /** Every stock symbol of the user: the stock filters list them all (spec), rows or not. */
  stockSymbols: readonly string[] | undefined;
  /** The user's imports, for the Fair Values tab's batch filter and undo. */
  batches: readonly ImportBatchView[];
}

/**
 * Fair Values (the default), Shareholders, Journal Entries. Inactive tabs are unmounted, so a list is
 * only fetched once its tab is opened (and then kept: data never goes stale, docs/product.md "Limits").
 */
export function DataHistoryTabs({ stockSymbols, batches }: DataHistoryTabsProps) {
  return (
    <Tabs defaultValue="fair-values" className="flex min-w-0 flex-col gap-4">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="fair-values">Fair Values</TabsTrigger>
        <TabsTrigger value="shareholders">Shareholders</TabsTrigger>
        <TabsTrigger value="journal">Journal Entries</TabsTrigger>
      </TabsList>
      <TabsContent value="fair-values" className="min-w-0">
        <FairValuesTab stockSymbols={stockSymbols} batches={batches} />
      </TabsContent>
      <TabsContent value="shareholders" className="min-w-0">
        <ShareholdersTab stockSymbols={stockSymbols} />
      </TabsContent>
      <TabsContent value="journal" className="min-w-0">
        <JournalTab stockSymbols={stockSymbols} />
      </TabsContent>
    </Tabs>
  );
}
