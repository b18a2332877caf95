import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { errorDescription } from "@/lib/api-client";
import { cn } from "@/lib/utils";

/**
 * Loading and failure states for a read, with a retry; renders children once data is in. A read that
 * has not started yet (held back until the card comes near the screen) shows as loading. `data`, when
 * given, is what the children draw instead of the answer itself (a deferred copy of it: loading until
 * it catches up). `title` ("Could not load the income", the spec's wording) heads a page's or a
 * section's failure, in a box of its own; without one the failure sits quietly inside its card.
 */
export function QueryStates<T, D = T>({
  query,
  data,
  loadingLabel,
  loadingClassName,
  title,
  children,
}: {
  query: UseQueryResult<T>;
  data?: D | null;
  loadingLabel: string;
  loadingClassName?: string;
  title?: string;
  children: (data: NonNullable<D>) => ReactNode;
}) {
  const shown = (data === undefined ? query.data : data) as D | null | undefined;
  if (!query.error && shown !== undefined && shown !== null) return <>{children(shown as NonNullable<D>)}</>;
  if (!query.error && (query.isPending || query.data !== undefined))
    return <LoadingState label={loadingLabel} className={loadingClassName} />;
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center text-center",
        title ? "gap-3 rounded-md border border-destructive/50 px-4 py-10" : "gap-2 py-6 text-sm",
      )}
    >
      {title && <p className="font-medium">{title}</p>}
      <p className="text-sm text-muted-foreground">{errorDescription(query.error)}</p>
      <Button variant="outline" size={title ? "default" : "sm"} onClick={() => query.refetch()} loading={query.isFetching}>
        Try again
      </Button>
    </div>
  );
}
