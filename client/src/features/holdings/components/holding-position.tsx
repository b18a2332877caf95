// The Holding tab's position (issue 44 item 24): what the stock's holding is worth, what it has gained
// unrealised and realised, and what it would be worth at the broker average fair value (the
// consensus of the brokers' fair values, as on the dashboard); for a stock sold out, what it realised
// and paid. The figures are GET /api/holdings' for the stock, the Holdings page's own.
import type { HoldingView } from "@shared/contracts/holdings";
import { FigureTiles } from "@/components/data/figure-tiles";
import { LoadingState } from "@/components/ui/spinner";
import { useHoldings } from "@/api/holdings";
import { errorDescription } from "@/lib/api-client";
import { gainClass, moneyText, signedMoneyText } from "../utils/ledger-text";
import { ProvisionalNote } from "./corporate-actions/provisional-badge";

export function HoldingPosition({ stockId }: { stockId: string }) {
  const holdings = useHoldings();
  if (holdings.isLoading) return <LoadingState label="Loading position..." />;
  if (holdings.error || !holdings.data)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorDescription(holdings.error)}
      </p>
    );
  const holding = holdings.data.holdings.find((candidate) => candidate.stockId === stockId);
  if (!holding) {
    // Sold out: what the stock realised and paid (a closed position), or nothing held at all.
    const closed = holdings.data.closed.find((candidate) => candidate.stockId === stockId);
    if (!closed) return <p className="text-sm text-muted-foreground">No units held now.</p>;
    return (
      <>
        {closed.provisional && <ProvisionalNote figure={closed} />}
        <FigureTiles
          label="Position"
          className="sm:grid-cols-3"
          facts={[
            { label: "Realised gain", value: signedMoneyText(closed.realisedGain), tone: gainClass(closed.realisedGain) },
            { label: "Income", value: moneyText(closed.income) },
            { label: "Total return", value: signedMoneyText(closed.totalReturn), tone: gainClass(closed.totalReturn) },
          ]}
        />
      </>
    );
  }
  return (
    <>
      {holding.provisional && <ProvisionalNote figure={holding} />}
      <PositionTiles holding={holding} />
    </>
  );
}

function PositionTiles({ holding }: { holding: HoldingView }) {
  return (
    <FigureTiles
      label="Position"
      facts={[
        { label: "Market value", value: moneyText(holding.marketValue) },
        { label: "Unrealised gain", value: signedMoneyText(holding.unrealisedGain), tone: gainClass(holding.unrealisedGain) },
        { label: "Realised gain", value: signedMoneyText(holding.realisedGain), tone: gainClass(holding.realisedGain) },
        { label: "Value at broker average", value: moneyText(holding.valueAtBrokerAvg) },
      ]}
    />
  );
}
