// The mark of a figure a provisional corporate action touches (a demerger whose class ruling's
// percentages are not out yet): the figure is replayed with the percentages entered, and changes when
// the action is confirmed.
import { Badge } from "@/components/ui/badge";

const PROVISIONAL_TEXT = "Provisional";

export function ProvisionalBadge({ title = "Uses a provisional corporate action's figures" }: { title?: string }) {
  return (
    <Badge variant="outline" className="border-warning text-foreground">
      {PROVISIONAL_TEXT}
      <span className="sr-only">: {title}</span>
    </Badge>
  );
}
