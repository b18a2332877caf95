import { cn } from "@/lib/utils";

interface RangeButtonsProps<Range extends string> {
  ranges: readonly Range[];
  range: Range;
  onChange: (range: Range) => void;
  /** The words each option shows; the option itself where absent. */
  labels?: Partial<Record<Range, string>>;
  /** The group's accessible name ("Chart range" unless told). */
  label?: string;
}

/** 1Y / 3Y / 5Y / All: how far back a chart reaches (the History tab's and the holdings' value chart). */
export function RangeButtons<Range extends string>({ ranges, range, onChange, labels, label = "Chart range" }: RangeButtonsProps<Range>) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap rounded-lg bg-muted p-[3px]">
      {ranges.map((option) => (
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
          {labels?.[option] ?? option}
        </button>
      ))}
    </div>
  );
}
