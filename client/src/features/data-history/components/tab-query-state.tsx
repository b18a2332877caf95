import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadingState } from "@/components/ui/spinner";
import { errorDescription } from "@/lib/api-client";

/** A Data History tab's list: its loading text, its failure line, or the list itself. */
export function TabQueryState({
  query,
  loadingLabel,
  what,
  children,
}: {
  query: Pick<UseQueryResult, "isPending" | "isError" | "error">;
  loadingLabel: string;
  /** Names the list in the failure line: "Failed to load {what}: …". */
  what: string;
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load {what}: {errorDescription(query.error)}
      </p>
    );
  }
  return <>{children}</>;
}
