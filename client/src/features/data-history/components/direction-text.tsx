import { ArrowDown, ArrowUp } from "lucide-react";
import { MISSING_VALUE_TEXT } from "@shared/constants";
import { cn } from "@/lib/utils";
import { direction } from "../utils/display";

const TONE = {
  up: "text-success",
  down: "text-destructive",
  flat: "text-muted-foreground",
  none: "text-muted-foreground",
} as const;

/**
 * A signed figure coloured by its sign: green above zero, red below, muted at zero, '-' when null.
 * With `icon`, an up or down arrow repeats the sign for readers who cannot tell the colours apart.
 */
export function DirectionText({ value, text, icon = false }: { value: number | null; text: string; icon?: boolean }) {
  const dir = direction(value);
  if (dir === "none") return <span className={TONE.none}>{MISSING_VALUE_TEXT}</span>;
  return (
    <span className={cn("inline-flex items-center justify-end gap-1 tabular-nums", TONE[dir])}>
      {icon && dir === "up" && <ArrowUp className="size-3.5" aria-label="up" />}
      {icon && dir === "down" && <ArrowDown className="size-3.5" aria-label="down" />}
      {text}
    </span>
  );
}
