// Decision: the spec says the four paste panels "also exist in a full form with instructions" but
// not where. They live here, under the Excel tabs, in a 'Paste Data' section: this is the page
// about getting data in, so the full form (columns, source links) sits with the uploads while the
// sidebar keeps the compact form for quick pastes from any screen.
import { PageHeader } from "@/components/layout/page-header";
import { FullImportPanels } from "@/features/imports/components/full-import-panels";
import { WorkbookUploadTabs } from "@/features/imports/components/workbook-upload-tabs";

export default function UploadPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <PageHeader title="Upload Portfolio Data" />
      <WorkbookUploadTabs />
      <section aria-labelledby="paste-data-heading" className="flex flex-col gap-4">
        <div className="space-y-1">
          <h2 id="paste-data-heading" className="text-xl font-semibold tracking-tight">
            Paste Data
          </h2>
          <p className="text-sm text-muted-foreground">
            Paste text copied from a source's website or export. Expand a source to see what it expects.
          </p>
        </div>
        <FullImportPanels />
      </section>
    </div>
  );
}
