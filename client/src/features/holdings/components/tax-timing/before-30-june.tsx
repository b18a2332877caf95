// The Before 30 June page's body (issue 49): the year so far, the parcels open at asOf (default
// today; ?asOf= in the address), the scenario, the notes and the footer. Figures, never advice: no
// sell button, no ranking by tax effect by default, nothing written.
import { useCallback, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { financialYearName, type TaxTimingParcelView } from "@shared/contracts/tax-timing";
import { isIsoDate } from "@shared/contracts/dates";
import { sydneyDay } from "@shared/domain/months";
import { QueryStates } from "@/components/query-states";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTaxTiming, type AsOfChoice } from "@/api/tax-timing";
import { dateText } from "../../utils/ledger-text";
import { newScenarioRow, type ScenarioRow } from "../../utils/tax-timing-scenario";
import { footerSentence } from "../../utils/tax-timing-wording";
import { ScenarioPanel } from "./scenario-panel";
import { TimingParcels } from "./timing-parcels";
import { TimingSummary } from "./timing-summary";

function asOfOfSearch(search: string): AsOfChoice {
  const value = new URLSearchParams(search).get("asOf");
  return value !== null && isIsoDate(value) ? value : null;
}

export function Before30June() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const asOf = asOfOfSearch(search);
  const timing = useTaxTiming(asOf);
  const [rows, setRows] = useState<ScenarioRow[]>([]);
  const view = timing.data;
  const parcels = useMemo(() => new Map((view?.parcels ?? []).map((parcel) => [parcel.parcelId, parcel])), [view]);
  // A scenario is of the parcels open at one asOf: another day starts a new one.
  const [rowsAsOf, setRowsAsOf] = useState(view?.asOf);
  if (view && view.asOf !== rowsAsOf) {
    setRowsAsOf(view.asOf);
    setRows([]);
  }
  const chosen = useMemo(() => new Set(rows.map((row) => row.parcelId)), [rows]);

  const onScenario = useCallback(
    (parcel: TaxTimingParcelView, include: boolean) => {
      if (!view) return;
      setRows((current) =>
        include
          ? [...current.filter((row) => row.parcelId !== parcel.parcelId), newScenarioRow(parcel, view)]
          : current.filter((row) => row.parcelId !== parcel.parcelId),
      );
    },
    [view],
  );
  const onChange = useCallback(
    (changed: ScenarioRow) => setRows((current) => current.map((row) => (row.parcelId === changed.parcelId ? changed : row))),
    [],
  );
  const onRemove = useCallback((parcelId: string) => setRows((current) => current.filter((row) => row.parcelId !== parcelId)), []);
  const onAsOf = (value: string) => navigate(value && isIsoDate(value) ? `${location}?asOf=${value}` : location, { replace: true });

  return (
    <QueryStates query={timing} loadingLabel="Loading your figures..." title="Could not load the figures">
      {(view) => (
        <div className="grid min-w-0 gap-5" aria-busy={timing.isFetching || undefined}>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {financialYearName(view.fy)}, as of {dateText(view.asOf)}: {view.daysToFyEnd} {view.daysToFyEnd === 1 ? "day" : "days"} to 30
              June.
            </p>
            <div className="grid gap-2">
              <Label htmlFor="timing-as-of">As of</Label>
              <Input
                id="timing-as-of"
                type="date"
                className="w-full sm:w-48"
                max={sydneyDay(new Date())}
                value={view.asOf}
                onChange={(event) => onAsOf(event.target.value)}
              />
            </div>
          </div>
          <TimingSummary view={view} />
          {view.parcels.length === 0 ? (
            <p className="rounded-md border px-4 py-8 text-center text-sm text-muted-foreground">
              No parcels open on {dateText(view.asOf)}.
            </p>
          ) : (
            <div className="grid min-w-0 gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
              <TimingParcels
                parcels={view.parcels}
                asOf={view.asOf}
                cgtDiscount={view.cgtDiscount}
                chosen={chosen}
                onScenario={onScenario}
              />
              <ScenarioPanel
                view={view}
                rows={rows}
                parcels={parcels}
                onChange={onChange}
                onRemove={onRemove}
                onClear={() => setRows([])}
              />
            </div>
          )}
          <footer className="border-t pt-4 text-sm text-muted-foreground">{footerSentence(view.method)}</footer>
        </div>
      )}
    </QueryStates>
  );
}
