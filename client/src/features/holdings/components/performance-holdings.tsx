// Each holding over the Performance card's period (issue 48): its dollar gain, its contribution to
// the portfolio's return (its gain ÷ the portfolio's average capital, so the contributions add up to
// the portfolio's modified Dietz return) and its own returns; sold-out holdings included, the
// largest contribution first so the holdings that carried the return lead.
import type { HoldingReturnView, ReturnsView } from "@shared/contracts/returns";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { gainClass, signedMoneyText } from "../utils/ledger-text";
import { rateText } from "../utils/returns-text";

const byContribution = (a: HoldingReturnView, b: HoldingReturnView) =>
  Number(b.contribution ?? -Infinity) - Number(a.contribution ?? -Infinity) || (a.symbol < b.symbol ? -1 : 1);

export function PerformanceHoldings({ view }: { view: ReturnsView }) {
  if (view.holdings.length === 0) return null;
  const rows = [...view.holdings].sort(byContribution);
  const perAnnum = view.headline.perAnnum;
  return (
    <section aria-labelledby="performance-holdings-title" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
      <h3 id="performance-holdings-title" className="text-base font-semibold">
        By holding
      </h3>
      <p className="text-sm text-muted-foreground">
        Contribution is each holding&apos;s gain as a share of the money at work in the whole portfolio: together they make the
        portfolio&apos;s {rateText(view.modifiedDietz)}.
      </p>
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-20">Code</TableHead>
            <TableHead className="text-right">Dollar gain</TableHead>
            <TableHead className="text-right">Contribution</TableHead>
            <TableHead className="hidden text-right sm:table-cell">{perAnnum ? "Money-weighted p.a." : "Money-weighted"}</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Time-weighted</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const own = perAnnum ? row.xirr.perAnnum : row.modifiedDietz;
            return (
              <TableRow key={row.stockId}>
                <TableHead scope="row" className="font-medium">
                  {row.symbol}
                </TableHead>
                <TableCell className={cn("text-right tabular-nums", gainClass(row.gain))}>{signedMoneyText(row.gain)}</TableCell>
                <TableCell className={cn("text-right tabular-nums", gainClass(row.contribution))}>{rateText(row.contribution)}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{rateText(own)}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{rateText(row.twr.cumulative)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
