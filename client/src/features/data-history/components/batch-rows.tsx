// An import's own trades or dividends (issue 44 item 13), read a page at a time from GET
// /api/trades?batchId= and GET /api/dividends?batchId= (issue 45 item 3): the rows an undo would
// remove, shown before it is asked for. Read-only here: a trade or a dividend is changed on Holdings.
import { DIVIDEND_STATUS_LABELS, type DividendView } from "@shared/contracts/dividends";
import { TRADE_TYPE_LABELS, type TradeView } from "@shared/contracts/trades";
import { formatDateAU } from "@shared/domain/format";
import { moneyText, priceText, unitsText } from "@shared/domain/ledger-text";
import { useBatchDividends } from "@/api/dividends";
import { useBatchTrades } from "@/api/trades";
import { ShowMoreButton } from "@/components/show-more-button";
import { ShowingCount } from "./history-controls";
import { HistoryList } from "./history-list";
import { TabQueryState } from "./tab-query-state";
import type { HistoryColumn } from "./virtual-table";

const rowKey = (row: { id: string }) => row.id;

/** "100 @ $132.00", or a split's ratio. */
const tradeUnits = (trade: TradeView) =>
  trade.ratioFrom !== null && trade.ratioTo !== null ? `${trade.ratioFrom}:${trade.ratioTo}` : unitsText(trade.units);

const TRADE_COLUMNS: HistoryColumn<TradeView>[] = [
  { id: "stock", header: "Stock", width: 70, card: "title", cell: (row) => <span className="font-medium">{row.symbol}</span> },
  { id: "type", header: "Type", width: 130, card: "subtitle", cell: (row) => TRADE_TYPE_LABELS[row.type] },
  { id: "date", header: "Trade Date", width: 110, cell: (row) => formatDateAU(row.tradeDate) },
  { id: "units", header: "Units / Ratio", width: 110, align: "right", cell: tradeUnits },
  { id: "price", header: "Price", width: 100, align: "right", cell: (row) => priceText(row.price) },
  { id: "brokerage", header: "Brokerage", width: 100, align: "right", cell: (row) => moneyText(row.brokerage) },
  {
    id: "note",
    header: "Note",
    width: 200,
    card: "wide",
    cell: (row) => (
      <span title={row.note ?? undefined} className="text-muted-foreground">
        {row.note ?? "-"}
      </span>
    ),
  },
];

const DIVIDEND_COLUMNS: HistoryColumn<DividendView>[] = [
  { id: "stock", header: "Stock", width: 70, card: "title", cell: (row) => <span className="font-medium">{row.symbol}</span> },
  { id: "status", header: "Status", width: 100, card: "subtitle", cell: (row) => DIVIDEND_STATUS_LABELS[row.status] },
  { id: "ex", header: "Ex-date", width: 110, cell: (row) => formatDateAU(row.exDate) },
  { id: "pay", header: "Pay date", width: 110, cell: (row) => formatDateAU(row.payDate) },
  { id: "amount", header: "Per share", width: 100, align: "right", cell: (row) => priceText(row.amountPerShare) },
  {
    id: "franking",
    header: "Franking",
    width: 90,
    align: "right",
    cell: (row) => (row.frankingPercent === null ? "Unknown" : `${unitsText(row.frankingPercent)}%`),
  },
  { id: "units", header: "Units", width: 100, align: "right", cell: (row) => unitsText(row.units) },
  { id: "cash", header: "Cash", width: 110, align: "right", cell: (row) => moneyText(row.cash) },
];

interface PagedRows<T> {
  rows: T[];
  query: Parameters<typeof TabQueryState>[0]["query"] & {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
}

function BatchTable<T extends { id: string }>({
  paged,
  total,
  columns,
  label,
  noun,
}: {
  paged: PagedRows<T>;
  /** How many the import holds (its detail): the footer's total. */
  total: number;
  columns: readonly HistoryColumn<T>[];
  label: string;
  noun: string;
}) {
  return (
    <TabQueryState query={paged.query} loadingLabel={`Loading ${noun}...`} what={noun}>
      <div className="grid min-w-0 gap-2">
        <HistoryList rows={paged.rows} columns={columns} rowKey={rowKey} label={label} emptyMessage={`No ${noun} left in this import`} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ShowingCount shown={paged.rows.length} total={Math.max(total, paged.rows.length)} noun={noun} />
          <ShowMoreButton
            hasMore={paged.query.hasNextPage}
            loading={paged.query.isFetchingNextPage}
            onClick={() => void paged.query.fetchNextPage()}
            noun={noun}
          />
        </div>
      </div>
    </TabQueryState>
  );
}

export function BatchTrades({ batchId, total }: { batchId: string; total: number }) {
  const query = useBatchTrades(batchId);
  const rows = query.data?.pages.flatMap((page) => page.trades) ?? [];
  return <BatchTable paged={{ rows, query }} total={total} columns={TRADE_COLUMNS} label="Trades of this import" noun="trades" />;
}

export function BatchDividends({ batchId, total }: { batchId: string; total: number }) {
  const query = useBatchDividends(batchId);
  const rows = query.data?.pages.flatMap((page) => page.dividends) ?? [];
  return <BatchTable paged={{ rows, query }} total={total} columns={DIVIDEND_COLUMNS} label="Dividends of this import" noun="dividends" />;
}
