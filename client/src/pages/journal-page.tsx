import { PageHeader } from "@/components/layout/page-header";

// Placeholder until the issue that owns this screen fills it in.
export default function JournalPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Trade Journal" />
    </div>
  );
}
