// The dashboard's filters on a phone: the search box on its own line, and a Filters button that
// opens a sheet with the sector filter and the broker checkboxes (what a wider screen shows inline).
import { Search, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { BROKER_KEYS, BROKER_LABELS } from "@shared/domain/sources";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { ALL_SECTORS } from "../utils/filter-rows";
import type { DashboardFiltersProps } from "./dashboard-filters";

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
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search stocks"
          placeholder="Search stocks..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-8"
        />
      </div>
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
          <Select value={sector} onValueChange={onSectorChange}>
            <SelectTrigger aria-label="Filter by sector">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_SECTORS}>All Sectors</SelectItem>
              {sectors.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
