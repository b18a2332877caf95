// The dashboard's filters on a phone: the search box on its own line, and a Filters button that
// opens a sheet with the sector filter and the broker checkboxes (what a wider screen shows inline).
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { BROKER_KEYS, BROKER_LABELS } from "@shared/domain/sources";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { ALL_SECTORS } from "../utils/filter-rows";
import type { DashboardFiltersProps } from "./dashboard-filters";
import { SectorSelect, StockSearchInput } from "./filter-controls";

export function CompactFilters({
  sectors,
  sector,
  onSectorChange,
  visibility,
  onVisibilityChange,
  search,
  onSearchChange,
}: DashboardFiltersProps) {
  const [open, setOpen] = useState(false);
  const hidden = BROKER_KEYS.filter((broker) => !visibility[broker]).length;
  const active = (sector === ALL_SECTORS ? 0 : 1) + (hidden > 0 ? 1 : 0);
  return (
    <div className="flex items-center gap-2">
      <StockSearchInput search={search} onSearchChange={onSearchChange} className="min-w-0 flex-1" />
      <Button variant="outline" onClick={() => setOpen(true)} aria-label={active > 0 ? `Filters (${active} active)` : "Filters"}>
        <SlidersHorizontal aria-hidden="true" />
        Filters{active > 0 && <span aria-hidden="true"> ({active})</span>}
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="bottom" className="gap-4 p-4">
          <div className="pr-10">
            <SheetTitle className="text-base font-semibold">Filters</SheetTitle>
            <SheetDescription className="text-sm text-muted-foreground">
              The sector applies to the portfolio; hidden brokers leave every average.
            </SheetDescription>
          </div>
          <SectorSelect sectors={sectors} sector={sector} onSectorChange={onSectorChange} />
          <fieldset className="m-0 grid grid-cols-2 gap-1 border-0 p-0">
            <legend className="mb-1 text-sm font-medium">Brokers shown</legend>
            {BROKER_KEYS.map((broker) => (
              <label
                key={broker}
                htmlFor={`sheet-broker-${broker}`}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-accent"
              >
                <Checkbox
                  id={`sheet-broker-${broker}`}
                  checked={visibility[broker]}
                  onCheckedChange={(checked) => onVisibilityChange(broker, checked === true)}
                />
                {BROKER_LABELS[broker]}
              </label>
            ))}
          </fieldset>
          <Button onClick={() => setOpen(false)}>Show stocks</Button>
        </SheetContent>
      </Sheet>
    </div>
  );
}
