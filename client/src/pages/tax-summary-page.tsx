import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { TaxSummary } from "@/features/holdings/components/tax/tax-summary";

export default function TaxSummaryPage() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm print:hidden">
        <Link href="/tax" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          Tax
        </Link>
      </nav>
      <PageHeader title="Tax summary" subtitle="The year's figures where the tax return asks for them, each with the lines that make it" />
      <TaxSummary />
    </div>
  );
}
