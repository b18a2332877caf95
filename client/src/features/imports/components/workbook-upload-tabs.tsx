import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { WORKBOOKS } from "../utils/workbook-kinds";
import { WorkbookUploadCard } from "./workbook-upload-card";

/** The two Excel uploads, one tab each. */
export function WorkbookUploadTabs() {
  return (
    <Tabs defaultValue={WORKBOOKS[0].kind} className="flex flex-col gap-4">
      <TabsList aria-label="Workbook type" className="w-full sm:w-fit">
        {WORKBOOKS.map((workbook) => (
          <TabsTrigger key={workbook.kind} value={workbook.kind}>
            {workbook.tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      {WORKBOOKS.map((workbook) => (
        // forceMount keeps an upload's busy state when the user looks at the other tab meanwhile.
        <TabsContent key={workbook.kind} value={workbook.kind} forceMount className="data-[state=inactive]:hidden">
          <WorkbookUploadCard kind={workbook.kind} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
