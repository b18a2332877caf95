import { PageHeader } from "@/components/layout/page-header";

// Placeholder until the issue that owns this screen fills it in.
export default function DashboardPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Portfolio Overview" subtitle="Track fair-value estimates and spot opportunities across your portfolio" />
    </div>
  );
}
