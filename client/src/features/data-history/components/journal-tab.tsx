import { useMemo, useState } from "react";
import type { JournalEntryRow } from "@shared/contracts/journal";
import type { JournalSide } from "@shared/schema";
import { formatDateAU, formatMoney } from "@shared/domain/format";
import { Badge } from "@/components/ui/badge";
import { useDeleteJournalEntry, useJournalEntries } from "@/api/journal";
import { useConfirmedDelete } from "../hooks/use-confirmed-delete";
import { formatRMultiple } from "../utils/display";
import { ALL, distinctValues, filterJournalEntries, stockFilterSymbols } from "../utils/filters";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DirectionText } from "./direction-text";
import { FilterSelect, SearchBox, ShowingCount, symbolOptions } from "./history-controls";
import { HistoryList } from "./history-list";
import type { HistoryColumn } from "./virtual-table";
import { TabQueryState } from "./tab-query-state";

const SIDE_OPTIONS = [
  { value: "long", label: "Long" },
  { value: "short", label: "Short" },
];

const rowName = (row: JournalEntryRow) => `${row.side.toUpperCase()} ${row.symbol} opened ${formatDateAU(row.openedAt)}`;

const rowKey = (row: { id: string }) => row.id;
const deleteLabel = (row: JournalEntryRow) => `Delete journal entry ${rowName(row)}`;

const COLUMNS: HistoryColumn<JournalEntryRow>[] = [
  { id: "stock", header: "Stock", width: 70, card: "title", cell: (row) => <span className="font-medium">{row.symbol}</span> },
  {
    id: "side",
    header: "Side",
    width: 75,
    card: "subtitle",
    cell: (row) => <Badge variant={row.side === "long" ? "success" : "destructive"}>{row.side.toUpperCase()}</Badge>,
  },
  { id: "opened", header: "Opened", width: 105, cell: (row) => formatDateAU(row.openedAt) },
  {
    id: "closed",
    header: "Closed",
    width: 105,
    cell: (row) => (row.closedAt ? formatDateAU(row.closedAt) : <Badge variant="outline">Open</Badge>),
  },
  { id: "entry", header: "Entry", width: 85, align: "right", cell: (row) => formatMoney(row.entryPrice) },
  { id: "exit", header: "Exit", width: 85, align: "right", cell: (row) => formatMoney(row.exitPrice) },
  {
    id: "r",
    header: "R-Multiple",
    width: 90,
    align: "right",
    cell: (row) => <DirectionText value={row.outcomeR} text={formatRMultiple(row.outcomeR)} />,
  },
  { id: "thesis", header: "Thesis", width: 170, card: "wide", cell: (row) => <span title={row.thesis}>{row.thesis}</span> },
  { id: "imported", header: "Import Date", width: 105, cell: (row) => formatDateAU(row.createdAt) },
];

/** `stockSymbols`: every stock symbol of the user, for the stock filter; undefined while loading. */
export function JournalTab({ stockSymbols }: { stockSymbols: readonly string[] | undefined }) {
  const query = useJournalEntries();
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const [search, setSearch] = useState("");
  const [symbol, setSymbol] = useState(ALL);
  const [side, setSide] = useState<JournalSide | typeof ALL>(ALL);
  const remove = useConfirmedDelete<JournalEntryRow>(useDeleteJournalEntry(), {
    success: "Journal entry deleted",
    successDescription: "The journal entry has been removed",
    failure: "Failed to delete journal entry",
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
  const filtered = useMemo(() => filterJournalEntries(rows, { search, symbol, side }), [rows, search, symbol, side]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label="Search journal entries" placeholder="Search by stock symbol or thesis..." value={search} onChange={setSearch} />
        <FilterSelect label="Filter by stock" allLabel="All Stocks" value={symbol} onChange={setSymbol} options={symbols} />
        <FilterSelect
          label="Filter by side"
          allLabel="All Sides"
          value={side}
          onChange={(value) => setSide(value as JournalSide | typeof ALL)}
          options={SIDE_OPTIONS}
        />
      </div>
      <TabQueryState query={query} loadingLabel="Loading journal entries..." what="journal entries">
        <HistoryList
          rows={filtered}
          columns={COLUMNS}
          rowKey={rowKey}
          label="Journal entries"
          emptyMessage="No journal entries found"
          deleteLabel={deleteLabel}
          onDelete={remove.request}
        />
        <ShowingCount shown={filtered.length} total={rows.length} noun="journal entries" />
      </TabQueryState>
      <ConfirmDeleteDialog
        open={remove.pending !== null}
        title="Delete Journal Entry?"
        description={remove.pending && `This will permanently delete the ${rowName(remove.pending)} journal entry.`}
        deleting={remove.deleting}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </div>
  );
}
