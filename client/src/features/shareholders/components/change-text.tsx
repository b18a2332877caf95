import { ArrowDown, ArrowUp } from "lucide-react";
import { SHAREHOLDER_PERCENT_DECIMALS } from "@shared/constants";
import { formatSignedPercent } from "@shared/domain/badges";

/**
 * A holder's change as the detail dialog shows it: green up arrow and "+x%", red down arrow and
 * "-x%", grey "0.00%", '-' when the list gives none. Two decimals here (spec section 9: shareholder
 * percentage and change show 2). The arrows repeat the sign for readers who cannot tell the colours.
 */
export function ChangeText({ change }: { change: number | null }) {
  const text = formatSignedPercent(change, SHAREHOLDER_PERCENT_DECIMALS);
  if (change === null) return <span className="text-muted-foreground">{text}</span>;
  if (text.startsWith("+"))
    return (
      <span className="inline-flex items-center gap-0.5 text-emerald-600 dark:text-emerald-400">
        <ArrowUp className="size-3.5" aria-label="Up" />
        {text}
      </span>
    );
  if (text.startsWith("-"))
    return (
      <span className="inline-flex items-center gap-0.5 text-red-600 dark:text-red-400">
        <ArrowDown className="size-3.5" aria-label="Down" />
        {text}
      </span>
    );
  return <span className="text-muted-foreground">{text}</span>;
}
