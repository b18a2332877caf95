// Settings (/settings, every signed-in user): the account's own data, out and in
// (docs/decisions/022-account-export-import-and-health.md).
import { PageHeader } from "@/components/layout/page-header";
import { ExportDataCard } from "@/features/account-data/components/export-data-card";
import { ImportDataCard } from "@/features/account-data/components/import-data-card";

export default function SettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeader title="Settings" subtitle="Your data: take it with you, or bring it in" />
      <section aria-labelledby="your-data-heading" className="flex flex-col gap-4">
        <h2 id="your-data-heading" className="sr-only">
          Your data
        </h2>
        <ExportDataCard />
        <ImportDataCard />
      </section>
    </div>
  );
}
