import { CalendarClock, FileText } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { TaxReport } from "@/features/holdings/components/tax-report";

export default function TaxPage() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Tax"
        subtitle="Capital gains and losses, and dividend income, by financial year"
        actions={
          <div className="flex flex-wrap gap-2">
            {/* Issue 47: the year's figures by return label. */}
            <Button asChild variant="outline">
              <Link href="/tax/summary">
                <FileText aria-hidden="true" />
                Tax summary
              </Link>
            </Button>
            {/* Issue 49: the year's position before 30 June, linked all year. */}
            <Button asChild variant="outline">
              <Link href="/tax/before-30-june">
                <CalendarClock aria-hidden="true" />
                Before 30 June
              </Link>
            </Button>
          </div>
        }
      />
      <TaxReport />
    </div>
  );
}
