import { clsx } from "clsx";
import { Loader2 } from "lucide-react";

/**
 * A spinner with a visible label, announced politely to screen readers. Its classes are joined with
 * clsx, not cn: it is the first thing the app draws, and cn's first call builds tailwind-merge's
 * tables (tens of milliseconds on a phone), which lib/utils.ts prepares in a task of its own
 * instead. Callers add classes that do not compete with these (a height, a min-height).
 */
export function LoadingState({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx("flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground", className)}
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
