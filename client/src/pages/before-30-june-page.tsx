import { Link } from "wouter";
import { PageHeader } from "@/components/layout/page-header";
import { Before30June } from "@/features/holdings/components/tax-timing/before-30-june";
import { TAX_TIMING_HEADER } from "@/features/holdings/utils/tax-timing-wording";

export default function Before30JunePage() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/tax" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          Tax
        </Link>
      </nav>
      <PageHeader
        title={TAX_TIMING_HEADER}
        subtitle="This year's capital gains so far, each parcel's 12-month date and the analysts' view side by side"
      />
      <Before30June />
    </div>
  );
}
