import type { HoldingView } from "@shared/contracts/holdings";
import { LastPrice } from "@/components/last-price";
import { useNow } from "@/hooks/use-now";
import { priceText } from "../utils/ledger-text";

/**
 * A holding's last price, marked as the dashboard marks it (issue 44 item 4): a stale price, and a
 * trade's price that no market has priced yet (it has no market time), read amber with a clock.
 */
export function HoldingLastPrice({ holding }: { holding: HoldingView }) {
  const now = useNow();
  return <LastPrice text={priceText(holding.lastPrice)} updatedAt={holding.lastPriceUpdatedAt} now={now} />;
}
