// The parcels open at asOf: an order (code by default, never by tax effect until asked), the two
// filters, and the cards, of which only those in view are drawn.
import { ArrowDown, ArrowUp } from "lucide-react";
import { useMemo, useState } from "react";
import type { TaxTimingParcelView } from "@shared/contracts/tax-timing";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { VirtualCards } from "@/components/virtual-cards";
import {
  DEFAULT_TIMING_SORT,
  NO_TIMING_FILTERS,
  TIMING_SORT_LABELS,
  filterTimingParcels,
  sortTimingParcels,
  type TimingFilters,
  type TimingSortKey,
} from "../../utils/tax-timing-parcels";
import { TAX_TIMING_BADGES } from "../../utils/tax-timing-wording";
import { TimingParcelCard } from "./timing-parcel-card";

const ESTIMATED_CARD_HEIGHT_PX = 260;

interface TimingParcelsProps {
  parcels: readonly TaxTimingParcelView[];
  asOf: string;
  cgtDiscount: string;
  chosen: ReadonlySet<string>;
  onScenario: (parcel: TaxTimingParcelView, include: boolean) => void;
}

function FilterBox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex min-h-11 items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="cursor-pointer font-normal">
        {label}
      </Label>
    </div>
  );
}

export function TimingParcels({ parcels, asOf, cgtDiscount, chosen, onScenario }: TimingParcelsProps) {
  const [sort, setSort] = useState(DEFAULT_TIMING_SORT);
  const [filters, setFilters] = useState<TimingFilters>(NO_TIMING_FILTERS);
  const shown = useMemo(() => sortTimingParcels(filterTimingParcels(parcels, filters), sort), [parcels, filters, sort]);
  const filter = (key: keyof TimingFilters) => (on: boolean) => setFilters((current) => ({ ...current, [key]: on }));
  const ascending = sort.direction === "asc";

  return (
    <section aria-labelledby="timing-parcels-heading" className="grid min-w-0 gap-3">
      <h2 id="timing-parcels-heading" className="text-lg font-semibold">
        Open parcels
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor="timing-sort">Sort by</Label>
          <div className="flex gap-2">
            <Select value={sort.key} onValueChange={(key) => setSort({ key: key as TimingSortKey, direction: "asc" })}>
              <SelectTrigger id="timing-sort" className="w-full sm:w-60">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(TIMING_SORT_LABELS) as TimingSortKey[]).map((key) => (
                  <SelectItem key={key} value={key}>
                    {TIMING_SORT_LABELS[key]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button
              variant="outline"
              size="icon"
              aria-label={ascending ? "Ascending: show descending" : "Descending: show ascending"}
              onClick={() => setSort((current) => ({ ...current, direction: ascending ? "desc" : "asc" }))}
            >
              {ascending ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
            </Button>
          </div>
        </div>
        <fieldset className="flex flex-wrap gap-x-5">
          <legend className="sr-only">Show only</legend>
          <FilterBox
            id="timing-loss"
            label={TAX_TIMING_BADGES.unrealisedLoss}
            checked={filters.unrealisedLoss}
            onChange={filter("unrealisedLoss")}
          />
          <FilterBox
            id="timing-before-fy-end"
            label={TAX_TIMING_BADGES.discountBeforeFyEnd}
            checked={filters.discountBeforeFyEnd}
            onChange={filter("discountBeforeFyEnd")}
          />
        </fieldset>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown.length === parcels.length ? "" : `${shown.length} of `}
        {parcels.length} {parcels.length === 1 ? "parcel" : "parcels"}
      </p>
      <VirtualCards
        rows={shown}
        rowKey={(row) => row.parcelId}
        label="Open parcels"
        estimatedCardHeightPx={ESTIMATED_CARD_HEIGHT_PX}
        overscan={4}
        scroll="page"
        empty={<p className="rounded-md border px-4 py-8 text-center text-sm text-muted-foreground">No parcel matches these filters.</p>}
        card={(row) => (
          <TimingParcelCard
            parcel={row}
            asOf={asOf}
            cgtDiscount={cgtDiscount}
            inScenario={chosen.has(row.parcelId)}
            onScenario={onScenario}
          />
        )}
      />
    </section>
  );
}
