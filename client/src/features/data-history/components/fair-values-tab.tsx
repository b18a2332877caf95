import { useMemo, useState } from "react";
import type { FairValueView } from "@shared/contracts/fair-values";
import type { ImportBatchView } from "@shared/contracts/imports";
import { formatDateAU, formatMoney, formatMonthYear } from "@shared/domain/format";
import { sourceLabel } from "@shared/domain/sources";
import { useDeleteFairValue, useFairValues } from "@/api/fair-values";
import { useConfirmedDelete } from "../hooks/use-confirmed-delete";
import { batchLabel, mayHoldFairValues, metadataText } from "../utils/display";
import { ALL, distinctValues, filterFairValues, stockFilterSymbols } from "../utils/filters";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { FilterSelect, SearchBox, ShowingCount, symbolOptions } from "./history-controls";
import { HistoryList } from "./history-list";
import { UndoImportButton } from "./undo-import-button";
import type { HistoryColumn } from "./virtual-table";
import { TabQueryState } from "./tab-query-state";

// Wide enough for "Morningstar · paste · 21 Nov 2026, 8:22 pm"; the menu shows each label in full.
const BATCH_SELECT_WIDTH_PX = 360;

const rowKey = (row: { id: string }) => row.id;
const rowName = (row: FairValueView) => `${row.symbol} ${sourceLabel(row.source)} ${formatMonthYear(row.asOfMonth)}`;

const deleteLabel = (row: FairValueView) => `Delete fair value ${rowName(row)}`;

const COLUMNS: HistoryColumn<FairValueView>[] = [
  { id: "stock", header: "Stock", width: 70, card: "title", cell: (row) => <span className="font-medium">{row.symbol}</span> },
  { id: "source", header: "Source", width: 150, card: "subtitle", cell: (row) => sourceLabel(row.source) },
  { id: "month", header: "As Of Month", width: 100, cell: (row) => formatMonthYear(row.asOfMonth) },
  { id: "value", header: "Fair Value", width: 95, align: "right", cell: (row) => formatMoney(row.fairValue) },
  {
    id: "meta",
    header: "Metadata",
    width: 250,
    card: "wide",
    cell: (row) => {
      const text = metadataText(row.meta);
      return (
        <span title={text} className="text-muted-foreground">
          {text}
        </span>
      );
    },
  },
  { id: "imported", header: "Import Date", width: 105, cell: (row) => formatDateAU(row.createdAt) },
];

interface FairValuesTabProps {
  /** Every stock symbol of the user, for the stock filter; undefined while loading. */
  stockSymbols: readonly string[] | undefined;
  batches: readonly ImportBatchView[];
}

export function FairValuesTab({ stockSymbols, batches }: FairValuesTabProps) {
  const query = useFairValues();
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const [search, setSearch] = useState("");
  const [symbol, setSymbol] = useState(ALL);
  const [source, setSource] = useState(ALL);
  const [chosenBatch, setChosenBatch] = useState(ALL);
  const remove = useConfirmedDelete<FairValueView>(useDeleteFairValue(), {
    success: "Fair value deleted",
    successDescription: "The fair value entry has been removed",
    failure: "Failed to delete fair value",
  });

  // A batch undone elsewhere (or another tab) no longer filters: the list falls back to All Imports.
  const batch = batches.find((b) => b.id === chosenBatch && mayHoldFairValues(b.source));
  const batchId = batch ? batch.id : ALL;
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
  const sources = useMemo(() => distinctValues(rows, (r) => r.source).map((key) => ({ value: key, label: sourceLabel(key) })), [rows]);
  const batchOptions = useMemo(
    () => batches.filter((b) => mayHoldFairValues(b.source)).map((b) => ({ value: b.id, label: batchLabel(b) })),
    [batches],
  );
  const filtered = useMemo(() => filterFairValues(rows, { search, symbol, source, batchId }), [rows, search, symbol, source, batchId]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label="Search fair values" placeholder="Search by stock symbol or source..." value={search} onChange={setSearch} />
        <FilterSelect label="Filter by stock" allLabel="All Stocks" value={symbol} onChange={setSymbol} options={symbols} />
        <FilterSelect label="Filter by source" allLabel="All Sources" value={source} onChange={setSource} options={sources} />
        <FilterSelect
          label="Filter by import"
          allLabel="All Imports"
          value={batchId}
          onChange={setChosenBatch}
          options={batchOptions}
          widthPx={BATCH_SELECT_WIDTH_PX}
        />
        {batch && <UndoImportButton batch={batch} onDone={() => setChosenBatch(ALL)} />}
      </div>
      <TabQueryState query={query} loadingLabel="Loading fair values..." what="fair values">
        <HistoryList
          rows={filtered}
          columns={COLUMNS}
          rowKey={rowKey}
          label="Fair values"
          emptyMessage="No fair values found"
          deleteLabel={deleteLabel}
          onDelete={remove.request}
        />
        <ShowingCount shown={filtered.length} total={rows.length} noun="fair values" />
      </TabQueryState>
      <ConfirmDeleteDialog
        open={remove.pending !== null}
        title="Delete Fair Value Entry?"
        description={
          remove.pending &&
          `This will permanently delete the ${sourceLabel(remove.pending.source)} fair value of ${formatMoney(remove.pending.fairValue)} for ${remove.pending.symbol} (${formatMonthYear(remove.pending.asOfMonth)}).`
        }
        deleting={remove.deleting}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </div>
  );
}
