import { useMemo, useState } from "react";
import type { ShareholderView } from "@shared/contracts/shareholders";
import { SHAREHOLDER_PERCENT_DECIMALS } from "@shared/constants";
import { formatDateAU, formatPercent, formatThousands } from "@shared/domain/format";
import { useDeleteShareholder, useShareholders } from "@/api/shareholders";
import { useConfirmedDelete } from "../hooks/use-confirmed-delete";
import { ALL, distinctValues, filterShareholders, stockFilterSymbols } from "../utils/filters";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DirectionText } from "./direction-text";
import { FilterSelect, SearchBox, ShowingCount, symbolOptions } from "./history-controls";
import { HistoryList } from "./history-list";
import type { HistoryColumn } from "./virtual-table";
import { TabQueryState } from "./tab-query-state";

const percent = (value: number | null) => formatPercent(value, SHAREHOLDER_PERCENT_DECIMALS);

const rowKey = (row: { id: string }) => row.id;
const deleteLabel = (row: ShareholderView) => `Delete shareholder ${row.name} of ${row.symbol}`;

const COLUMNS: HistoryColumn<ShareholderView>[] = [
  { id: "stock", header: "Stock", width: 70, card: "title", cell: (row) => <span className="font-medium">{row.symbol}</span> },
  { id: "name", header: "Shareholder Name", width: 220, card: "subtitle", cell: (row) => <span title={row.name}>{row.name}</span> },
  { id: "shares", header: "Shares", width: 110, align: "right", cell: (row) => formatThousands(row.shares) },
  { id: "percentage", header: "Percentage", width: 95, align: "right", cell: (row) => percent(row.percentage) },
  {
    id: "change",
    header: "Change",
    width: 95,
    align: "right",
    cell: (row) => <DirectionText value={row.change} text={percent(row.change)} icon />,
  },
  { id: "asOf", header: "As Of Date", width: 105, cell: (row) => formatDateAU(row.asOfDate) },
  { id: "imported", header: "Import Date", width: 105, cell: (row) => formatDateAU(row.createdAt) },
];

/** `stockSymbols`: every stock symbol of the user, for the stock filter; undefined while loading. */
export function ShareholdersTab({ stockSymbols }: { stockSymbols: readonly string[] | undefined }) {
  const query = useShareholders();
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const [search, setSearch] = useState("");
  const [symbol, setSymbol] = useState(ALL);
  const remove = useConfirmedDelete<ShareholderView>(useDeleteShareholder(), {
    success: "Shareholder deleted",
    successDescription: "The shareholder entry has been removed",
    failure: "Failed to delete shareholder",
  });

  const symbols = useMemo(
    () =>
      symbolOptions(
        stockFilterSymbols(
          stockSymbols,
          distinctValues(rows, (r) => r.symbol),
        ),
      ),
    [stockSymbols, rows],
  );
  const filtered = useMemo(() => filterShareholders(rows, { search, symbol }), [rows, search, symbol]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          label="Search shareholders"
          placeholder="Search by stock symbol or shareholder name..."
          value={search}
          onChange={setSearch}
        />
        <FilterSelect label="Filter by stock" allLabel="All Stocks" value={symbol} onChange={setSymbol} options={symbols} />
      </div>
      <TabQueryState query={query} loadingLabel="Loading shareholders..." what="shareholders">
        <HistoryList
          rows={filtered}
          columns={COLUMNS}
          rowKey={rowKey}
          label="Shareholders"
          emptyMessage="No shareholders found"
          deleteLabel={deleteLabel}
          onDelete={remove.request}
        />
        <ShowingCount shown={filtered.length} total={rows.length} noun="shareholder entries" />
      </TabQueryState>
      <ConfirmDeleteDialog
        open={remove.pending !== null}
        title="Delete Shareholder Entry?"
        description={
          remove.pending && `This will permanently delete ${remove.pending.name} from the shareholders of ${remove.pending.symbol}.`
        }
        deleting={remove.deleting}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </div>
  );
}
