import { ArrowDown, ArrowUp } from "lucide-react";
import { formatSignedPercent } from "@shared/domain/badges";

/**
 * A holder's change: green up arrow and "+x%", red down arrow and "-x%", grey for zero, '-' when the
 * list gives none. The arrows repeat the sign for readers who cannot tell the colours. The stock
 * dialog's wording shows one decimal ("+x.x%"); the shareholder tables show two (docs/product.md "Limits").
 */
export function PercentChange({ change, decimals }: { change: number | null; decimals: number }) {
  const text = formatSignedPercent(change, decimals);
  if (change === null) return <span className="text-muted-foreground">{text}</span>;
  if (text.startsWith("+"))
    return (
      <span className="inline-flex items-center gap-0.5 text-success">
        <ArrowUp className="size-3.5" aria-label="Up" />
        {text}
      </span>
    );
  if (text.startsWith("-"))
    return (
      <span className="inline-flex items-center gap-0.5 text-destructive">
        <ArrowDown className="size-3.5" aria-label="Down" />
        {text}
      </span>
    );
  return <span className="text-muted-foreground">{text}</span>;
}
