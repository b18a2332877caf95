import { Badge } from "@/components/ui/badge";

/** Beside a price level the price has reached now: 'Crossed', said in full to screen readers. */
export function CrossedMark({ side }: { side: "below" | "above" }) {
  return (
    <Badge variant={side === "below" ? "success" : "destructive"} data-crossed={side} title={`The price is at or ${side} this level`}>
      Crossed
      <span className="sr-only">: the price is at or {side} this level</span>
    </Badge>
  );
}
