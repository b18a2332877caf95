// Badges shared by the table, the shortlists and the detail dialog.
import { consensusBadgeVariant } from "@shared/domain/consensus";
import { formatSignedPercent, percentBadgeTone } from "@shared/domain/badges";
import { MISSING_VALUE_TEXT } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/**
 * docs/product.md: one decimal with "+" when positive, "-" when missing. `inverted` is for
 * "current vs" discounts, where a negative figure (price below value) is the good one.
 */
export function PercentBadge({
  value,
  inverted = false,
  className,
}: {
  value: number | null | undefined;
  inverted?: boolean;
  className?: string;
}) {
  const tone = percentBadgeTone(value, inverted);
  if (tone === "muted") return <span className={cn("text-muted-foreground", className)}>{MISSING_VALUE_TEXT}</span>;
  return (
    <Badge variant={tone} className={cn("tabular-nums", className)}>
      {formatSignedPercent(value)}
    </Badge>
  );
}

/** Strong Buy emphasised, Buy secondary, Sell destructive, Hold and N/A outline. */
export function ConsensusBadge({ rating, className }: { rating: string | null | undefined; className?: string }) {
  return (
    <Badge variant={consensusBadgeVariant(rating)} className={className}>
      {rating ?? "N/A"}
    </Badge>
  );
}
