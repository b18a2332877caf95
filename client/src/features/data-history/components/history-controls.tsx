// The controls every Data History tab shares: the search box, a filter select, the row-count footer
// and the row's delete button.
import { Search, Trash2 } from "lucide-react";
import { STOCK_FILTER_SELECT_WIDTH_PX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { ALL } from "../utils/filters";

export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  return (
    <div className="relative w-full sm:w-96">
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="peer pl-8 placeholder:text-transparent"
      />
      {/* The hint ('Search by stock symbol or shareholder name...') is wider than a phone's box, and
          even a 384 px box keeps room for the clear button: a placeholder can neither wrap nor use that
          room, so it was cut. The same words are drawn here instead, over the empty box, on up to two
          lines. The placeholder stays, unseen, for assistive technology. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 left-8 hidden items-center text-sm leading-tight text-muted-foreground peer-placeholder-shown:flex"
      >
        {placeholder}
      </span>
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name, e.g. "Filter by stock". */
  label: string;
  /** The no-filter option, e.g. 'All Stocks'. */
  allLabel: string;
  options: readonly FilterOption[];
  /** Trigger width from the small breakpoint up; full width on phones. docs/product.md "Limits": 200 px. */
  widthPx?: number;
}

export function FilterSelect({ value, onChange, label, allLabel, options, widthPx = STOCK_FILTER_SELECT_WIDTH_PX }: FilterSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger
        aria-label={label}
        className="w-full min-w-0 sm:w-(--filter-width)"
        style={{ ["--filter-width" as string]: `${widthPx}px` }}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** 'Showing X of Y fair values'. */
export function ShowingCount({ shown, total, noun }: { shown: number; total: number; noun: string }) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Showing {shown} of {total} {noun}
    </p>
  );
}

/** `touch`: the 44 × 44 px target a finger needs (WCAG 2.5.5), for the phone cards. */
export function DeleteRowButton({ label, onClick, touch = false }: { label: string; onClick: () => void; touch?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn("text-muted-foreground hover:text-destructive", touch && "size-11 shrink-0")}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

export const symbolOptions = (symbols: readonly string[]): FilterOption[] => symbols.map((symbol) => ({ value: symbol, label: symbol }));
