import { Download } from "lucide-react";
import { PARCEL_METHOD_LABELS, PARCEL_METHODS, type ParcelMethod } from "@shared/contracts/holdings";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** "FY 2025 (1 Jul 2024 – 30 Jun 2025)" */
export function financialYearLabel(fy: number): string {
  return `FY ${fy} (1 Jul ${fy - 1} – 30 Jun ${fy})`;
}

/** The Tax page's Download CSV (capital gains and income), with its busy state. */
export function DownloadCsvButton({
  onDownload,
  downloading,
  className,
}: {
  onDownload: () => void;
  downloading: boolean;
  className?: string;
}) {
  return (
    <Button variant="outline" onClick={onDownload} loading={downloading} className={className}>
      {!downloading && <Download aria-hidden="true" />}
      {downloading ? "Downloading..." : "Download CSV"}
    </Button>
  );
}

interface TaxControlsProps {
  fy: number;
  years: readonly number[];
  onYear: (fy: number) => void;
  method: ParcelMethod;
  onMethod: (method: ParcelMethod) => void;
  savingMethod: boolean;
  onDownload: () => void;
  downloading: boolean;
}

/** The financial-year picker, the parcel method and Download CSV. */
export function TaxControls({ fy, years, onYear, method, onMethod, savingMethod, onDownload, downloading }: TaxControlsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="tax-fy">Financial year</Label>
        <Select value={String(fy)} onValueChange={(value) => onYear(Number(value))}>
          <SelectTrigger id="tax-fy" className="w-full sm:w-80">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {years.map((year) => (
              <SelectItem key={year} value={String(year)}>
                {financialYearLabel(year)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="tax-method">Method</Label>
        <Select value={method} onValueChange={(value) => onMethod(value as ParcelMethod)} disabled={savingMethod}>
          <SelectTrigger id="tax-method" className="w-full sm:w-48" aria-busy={savingMethod || undefined}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PARCEL_METHODS.map((option) => (
              <SelectItem key={option} value={option}>
                {PARCEL_METHOD_LABELS[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DownloadCsvButton onDownload={onDownload} downloading={downloading} className="sm:ml-auto" />
    </div>
  );
}
