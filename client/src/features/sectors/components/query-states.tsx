import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { errorDescription } from "@/lib/api-client";

/**
 * Loading and failure states for a card's read, with a retry; renders children once data is in. A
 * read that has not started yet (held back until the card comes near the screen) shows as loading.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending && !query.isError) return <LoadingState label={loadingLabel} />;
  if (query.error || query.data === undefined) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center text-sm">
        <p className="text-muted-foreground">{errorDescription(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
