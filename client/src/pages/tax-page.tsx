import { PageHeader } from "@/components/layout/page-header";
import { TaxReport } from "@/features/holdings/components/tax-report";

export default function TaxPage() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Tax" subtitle="Capital gains and losses, and dividend income, by financial year" />
      <TaxReport />
    </div>
  );
}
