import type { StockSummary } from "@shared/contracts/stocks";
import { formatDateAU } from "@shared/domain/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { errorDescription } from "@/lib/api-client";
import { useStockShareholders } from "@/api/shareholders";
import { ShareholderTable } from "./shareholder-table";

/** The chosen stock's latest list (GET /api/stocks/:id/shareholders), or the spec's empty message. */
export function ShareholdersCard({ stock }: { stock: Pick<StockSummary, "id" | "symbol"> }) {
  const query = useStockShareholders(stock.id);
  const holders = query.data ?? [];
  const asOf = holders[0]?.asOfDate;
  return (
    <Card className="min-w-0">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>Top Shareholders · {stock.symbol}</CardTitle>
        {asOf && (
          <CardDescription>
            As of {formatDateAU(asOf)} · {holders.length} {holders.length === 1 ? "holder" : "holders"}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {query.isLoading ? (
          <LoadingState label="Loading shareholders..." />
        ) : query.error ? (
          <p role="alert" className="py-6 text-center text-sm text-destructive">
            {errorDescription(query.error)}
          </p>
        ) : holders.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No shareholder data available for {stock.symbol}</p>
        ) : (
          <ShareholderTable holders={holders} label={`Shareholders of ${stock.symbol}`} />
        )}
      </CardContent>
    </Card>
  );
}
