import { cn } from "@/lib/utils";
import { CHART_RANGES, type ChartRange } from "../utils/chart-rows";

/** 1Y / 3Y / 5Y / All: how far back the chart reaches from the latest close. */
export function RangeButtons({ range, onChange }: { range: ChartRange; onChange: (range: ChartRange) => void }) {
  return (
    <div role="group" aria-label="Chart range" className="inline-flex rounded-lg bg-muted p-[3px]">
      {CHART_RANGES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === range}
          onClick={() => onChange(option)}
          className={cn(
            "min-w-11 rounded-md px-2.5 py-1 text-sm font-medium text-muted-foreground outline-none transition-colors max-md:min-h-11",
            "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
            option === range && "bg-background text-foreground shadow-sm dark:bg-input/30",
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
