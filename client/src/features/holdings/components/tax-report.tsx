// The Tax page (issue 30): capital gains by financial year, then the year's dividend income (issue 31,
// income-section.tsx). The method select views the year by a method (`?method=`, nothing stored);
// only the notice's confirmed "Use … for every year" changes the user's parcel method (PUT
// /api/holdings/settings), which Holdings follow too (docs/decisions/056-tax-method-view.md); chosen
// parcels win over either (docs/decisions/031-holdings-screens.md).
// The tax entity and the loss brought in, the funds' trust capital gains and their annual tax
// statements (issue 47, ./tax/).
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { cgtCsvFileName, NOT_TAX_ADVICE } from "@shared/contracts/cgt";
import { DEFAULT_PARCEL_METHOD, PARCEL_METHODS, type ParcelMethod } from "@shared/contracts/holdings";
import { QueryStates } from "@/components/query-states";
import { useCapitalGains, useDownloadCgtCsv, type FinancialYearChoice } from "@/api/cgt";
import { useIncome } from "@/api/dividends";
import { useHoldings, useHoldingSettings, useSaveHoldingSettings } from "@/api/holdings";
import { toast } from "@/hooks/use-toast";
import { errorDescription } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { taxYears } from "../utils/tax-years";
import { CgtLines, CgtTotals } from "./cgt-lines";
import { TaxEntitySettings } from "./tax/tax-entity-settings";
import { TaxStatementsSection } from "./tax/tax-statements-section";
import { TrustGainLines } from "./tax/trust-gain-lines";
import { IncomeSection } from "./income-section";
import { MethodViewNotice } from "./method-view-notice";
import { TaxControls } from "./tax-controls";

/** The method in the address (`?method=minimise`), when it is one. */
function methodOfSearch(search: string): ParcelMethod | null {
  const value = new URLSearchParams(search).get("method");
  return PARCEL_METHODS.find((method) => method === value) ?? null;
}

export function TaxReport() {
  const [fy, setFy] = useState<FinancialYearChoice>(null);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const settings = useHoldingSettings();
  const saveMethod = useSaveHoldingSettings();
  const stored = settings.data?.parcelMethod ?? DEFAULT_PARCEL_METHOD;
  // Viewing another method than the account's; the account's own in the address is no view.
  const asked = methodOfSearch(search);
  const viewing = settings.data && asked !== null && asked !== stored ? asked : null;
  const cgt = useCapitalGains(fy, viewing);
  const showMethod = (method: ParcelMethod | null) => {
    const query = new URLSearchParams(search);
    if (method === null || method === stored) query.delete("method");
    else query.set("method", method);
    const text = query.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };
  const download = useDownloadCgtCsv();
  // The years with dividend income join the picker, for the Income section: the same read as the
  // Income section's (GET /api/income of the year shown), once that year is known.
  const income = useIncome(cgt.data?.fy ?? null, { enabled: cgt.data !== undefined });
  // A user without trades sees the page as before issue 31: no Income section.
  const withTrades = (useHoldings().data?.tradeCount ?? 0) > 0;
  const shownYear = cgt.data?.fy ?? fy;
  const method = viewing ?? (saveMethod.isPending ? saveMethod.variables.parcelMethod : undefined) ?? stored;
  const adopt = (done: () => void) => {
    if (viewing === null) return;
    saveMethod.mutate(
      { parcelMethod: viewing },
      {
        onSuccess: () => {
          done();
          showMethod(null);
        },
        onError: (error) => toast({ variant: "destructive", title: "Method not saved", description: errorDescription(error) }),
      },
    );
  };

  const onDownload = () => {
    if (shownYear === null) return;
    download.mutate(
      { fy: shownYear, method },
      {
        onSuccess: ({ text }) => saveFile(new Blob([text], { type: "text/csv" }), cgtCsvFileName(shownYear, method)),
        onError: (error) => toast({ variant: "destructive", title: "Download failed", description: errorDescription(error) }),
      },
    );
  };

  return (
    <div className="grid min-w-0 gap-5">
      <p role="note" className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
        {NOT_TAX_ADVICE}
      </p>
      <QueryStates query={cgt} loadingLabel="Loading capital gains..." title="Could not load the capital gains">
        {(data) => (
          <>
            <TaxControls
              fy={data.fy}
              years={taxYears(data.financialYears, data.fy, income.data?.financialYears ?? [])}
              onYear={setFy}
              method={method}
              onMethod={showMethod}
              savingMethod={saveMethod.isPending}
              onDownload={onDownload}
              downloading={download.isPending}
            />
            {viewing && (
              <MethodViewNotice
                viewing={viewing}
                stored={stored}
                onBack={() => showMethod(null)}
                onAdopt={adopt}
                adopting={saveMethod.isPending}
              />
            )}
            {settings.data && <TaxEntitySettings settings={settings.data} />}
            <div className="grid min-w-0 gap-5" aria-busy={cgt.isFetching || undefined}>
              <CgtTotals totals={data.totals} provisional={data.provisional === true} />
              <CgtLines lines={data.lines} />
              <TrustGainLines lines={data.trustLines} />
            </div>
            {withTrades && <TaxStatementsSection fy={data.fy} />}
            {withTrades && <IncomeSection fy={data.fy} />}
          </>
        )}
      </QueryStates>
    </div>
  );
}
