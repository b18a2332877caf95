import { Search } from "lucide-react";
import type { BrokerKey, BrokerVisibility } from "@shared/domain/sources";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ALL_SECTORS } from "../utils/filter-rows";
import { useIsMobile } from "@/hooks/use-mobile";
import { BrokerVisibilityToggles } from "./broker-visibility-toggles";
import { CompactFilters } from "./compact-filters";

export interface DashboardFiltersProps {
  sectors: string[];
  sector: string;
  onSectorChange: (sector: string) => void;
  visibility: Readonly<BrokerVisibility>;
  onVisibilityChange: (broker: BrokerKey, visible: boolean) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Sector filter, search and broker checkboxes in a row; below 768 px, search and a Filters sheet. */
export function DashboardFilters(props: DashboardFiltersProps) {
  const phone = useIsMobile();
  return phone ? <CompactFilters {...props} /> : <InlineFilters {...props} />;
}

function InlineFilters({ sectors, sector, onSectorChange, visibility, onVisibilityChange, search, onSearchChange }: DashboardFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Select value={sector} onValueChange={onSectorChange}>
        <SelectTrigger aria-label="Filter by sector" className="w-full sm:w-[200px]">
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
      <div className="relative w-full sm:w-64">
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
      <BrokerVisibilityToggles visibility={visibility} onChange={onVisibilityChange} />
    </div>
  );
}
