import type { BrokerKey, BrokerVisibility } from "@shared/domain/sources";
import { useIsMobile } from "@/hooks/use-mobile";
import { BrokerVisibilityToggles } from "./broker-visibility-toggles";
import { CompactFilters } from "./compact-filters";
import { SectorSelect, StockSearchInput } from "./filter-controls";

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
      <SectorSelect sectors={sectors} sector={sector} onSectorChange={onSectorChange} triggerClassName="w-full sm:w-[200px]" />
      <StockSearchInput search={search} onSearchChange={onSearchChange} className="w-full sm:w-64" />
      <BrokerVisibilityToggles visibility={visibility} onChange={onVisibilityChange} />
    </div>
  );
}
