// The allocated stocks, twice over: a table from 768 px up, and a stacked list on phones, where the
// six columns would push the editable amount off screen. Only one is displayed (the other is
// display:none, so it is out of the accessibility tree as well).
import { Loader2, Trash2 } from "lucide-react";
import { stripTickerSuffix } from "@shared/domain/company-name";
import { formatMoney } from "@shared/domain/format";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AllocationRow } from "../utils/allocation-rows";
import { AllocationAmountInput } from "./allocation-amount-input";

export interface AllocationRowsProps {
  rows: readonly AllocationRow[];
  removingIds: ReadonlySet<string>;
  onSave: (row: AllocationRow, amount: number) => Promise<unknown>;
  onRemove: (row: AllocationRow) => void;
}

/** The allocations table shows 'N/A' for a missing sector (charts say 'Unclassified'). */
const sectorText = (sector: string | null) => sector?.trim() || "N/A";

function RemoveButton({ row, removing, onRemove }: { row: AllocationRow; removing: boolean; onRemove: (row: AllocationRow) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Remove allocation for ${row.symbol}`}
      disabled={removing}
      onClick={() => onRemove(row)}
    >
      {removing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
    </Button>
  );
}

export function AllocationRowsView({ rows, removingIds, onSave, onRemove }: AllocationRowsProps) {
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label="Portfolio allocations">
          <TableHeader>
            <TableRow>
              <TableHead>Symbol</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Sector</TableHead>
              <TableHead className="text-right">Last Price</TableHead>
              <TableHead className="text-right">Allocation</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-symbol={row.symbol}>
                <TableCell className="font-semibold">{row.symbol}</TableCell>
                <TableCell className="max-w-64 truncate" title={row.name}>
                  {stripTickerSuffix(row.name)}
                </TableCell>
                <TableCell>{sectorText(row.sector)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(row.lastPrice)}</TableCell>
                <TableCell className="text-right">
                  <AllocationAmountInput symbol={row.symbol} amount={row.amount} onSave={(amount) => onSave(row, amount)} />
                </TableCell>
                <TableCell className="text-right">
                  <RemoveButton row={row} removing={removingIds.has(row.id)} onRemove={onRemove} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 divide-y md:hidden" aria-label="Portfolio allocations">
        {rows.map((row) => (
          <li key={row.id} data-symbol={row.symbol} className="flex min-w-0 items-center gap-2 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate">
                <span className="font-semibold">{row.symbol}</span>{" "}
                <span className="text-sm text-muted-foreground" title={row.name}>
                  {stripTickerSuffix(row.name)}
                </span>
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {sectorText(row.sector)} · Last {formatMoney(row.lastPrice)}
              </p>
            </div>
            <AllocationAmountInput symbol={row.symbol} amount={row.amount} onSave={(amount) => onSave(row, amount)} />
            <RemoveButton row={row} removing={removingIds.has(row.id)} onRemove={onRemove} />
          </li>
        ))}
      </ul>
    </>
  );
}
