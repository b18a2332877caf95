import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** A spinner with a visible label, announced politely to screen readers. */
export function LoadingState({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground", className)}
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
