import { clsx } from "clsx";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ALL_SECTORS } from "../utils/filter-rows";

/** The dashboard's stock search box, in the inline row and in the phone's toolbar. */
export function StockSearchInput({
  search,
  onSearchChange,
  className,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  className?: string;
}) {
  return (
    <div className={clsx("relative", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label="Search stocks"
        placeholder="Search stocks..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        className="pl-8"
      />
    </div>
  );
}

/** 'All Sectors' and each of the portfolio's sectors, in the inline row and in the phone's Filters sheet. */
export function SectorSelect({
  sectors,
  sector,
  onSectorChange,
  triggerClassName,
}: {
  sectors: string[];
  sector: string;
  onSectorChange: (sector: string) => void;
  triggerClassName?: string;
}) {
  return (
    <Select value={sector} onValueChange={onSectorChange}>
      <SelectTrigger aria-label="Filter by sector" className={triggerClassName}>
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
  );
}
