import { useMemo } from "react";
import { SHAREHOLDER_PERCENT_DECIMALS } from "@shared/constants";
import type { ShareholderHolding } from "@shared/contracts/shareholders";
import { formatPercent, formatThousands } from "@shared/domain/format";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { holderTotals, rankHolders } from "../utils/shareholder-rows";
import { PercentChange } from "@/components/data/percent-change";

const percent = (value: number) => formatPercent(value, SHAREHOLDER_PERCENT_DECIMALS);
// On phones the three figure columns fold under the name, so the table fits without scrolling.
const WIDE = "hidden text-right tabular-nums sm:table-cell";

export interface HolderRow {
  key: string | number;
  rank: number | null;
  name: string;
  shares: number;
  percentage: number;
  change: number | null;
}

/** Rank, holder, shares, percentage and change in the given order, with a TOTAL row worked out here. */
export function HolderTable({ rows, label }: { rows: readonly HolderRow[]; label: string }) {
  const totals = useMemo(() => holderTotals(rows), [rows]);
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10 text-right">Rank</TableHead>
          <TableHead>Shareholder</TableHead>
          <TableHead className={WIDE}>Shares</TableHead>
          <TableHead className={WIDE}>Percentage</TableHead>
          <TableHead className={WIDE}>Change</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell data-column="rank" className="text-right align-top text-muted-foreground tabular-nums sm:align-middle">
              {row.rank ?? "-"}
            </TableCell>
            {/* Names run long ("… <SMITH FAMILY S/F A/C>"): they wrap rather than widen the table. */}
            <TableCell data-column="name" className="whitespace-normal sm:min-w-48">
              <span className="font-medium">{row.name}</span>
              <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums sm:hidden">
                <span>{formatThousands(row.shares)} shares</span>
                <span>{percent(row.percentage)}</span>
                <PercentChange change={row.change} decimals={SHAREHOLDER_PERCENT_DECIMALS} />
              </span>
            </TableCell>
            <TableCell data-column="shares" className={WIDE}>
              {formatThousands(row.shares)}
            </TableCell>
            <TableCell data-column="percentage" className={WIDE}>
              {percent(row.percentage)}
            </TableCell>
            <TableCell data-column="change" className={WIDE}>
              <PercentChange change={row.change} decimals={SHAREHOLDER_PERCENT_DECIMALS} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell />
          <TableCell data-column="name" className="font-semibold whitespace-normal">
            <span>TOTAL</span>
            <span className="mt-1 flex flex-wrap gap-x-3 text-xs tabular-nums sm:hidden">
              <span>{formatThousands(totals.shares)} shares</span>
              <span>{percent(totals.percentage)}</span>
            </span>
          </TableCell>
          <TableCell data-column="shares" className={`${WIDE} font-semibold`}>
            {formatThousands(totals.shares)}
          </TableCell>
          <TableCell data-column="percentage" className={`${WIDE} font-semibold`}>
            {percent(totals.percentage)}
          </TableCell>
          <TableCell className="hidden sm:table-cell" />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** A stock's stored list, ranked by shares (docs/product.md: rank, name, shares, percentage, change). */
export function ShareholderTable({ holders, label }: { holders: readonly ShareholderHolding[]; label: string }) {
  const rows = useMemo(() => rankHolders(holders).map((holder) => ({ ...holder, key: holder.id })), [holders]);
  return <HolderTable rows={rows} label={label} />;
}
