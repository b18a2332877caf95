// The Performance card's figures (issue 48): the dollar gain and the money-weighted headline, each
// method's return beside the benchmark's (the index's own time-weighted return, the shadow
// portfolio's money-weighted ones), the same cash flows in the index, the period's money in and out
// and what the figures leave out.
import { TriangleAlert } from "lucide-react";
import type { ReturnsView } from "@shared/contracts/returns";
import { FigureTiles, type FigureFact } from "@/components/data/figure-tiles";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { dateText, gainClass, moneyText, signedMoneyText, unitsText } from "../utils/ledger-text";
import { headlineLabel, rateText, shadowSentence, warningText, xirrText } from "../utils/returns-text";

function headlineNote(view: ReturnsView): string {
  if (view.headline.method === "modified-dietz")
    return view.headline.rate === null ? "no figure: no money at work" : "modified Dietz, for the period";
  return view.xirr.status === "ok" ? "XIRR" : xirrText(view.xirr).replace(/^No figure: /, "no figure: ");
}

const perAnnum = (rate: string | null) => (rate === null ? "" : ` (${rateText(rate)} p.a.)`);

export function PerformanceFigures({ view }: { view: ReturnsView }) {
  const { benchmark } = view;
  const shadow = benchmark.shadow;
  const facts: FigureFact[] = [
    { label: "Dollar gain", value: signedMoneyText(view.gain), tone: gainClass(view.gain), notes: ["price and cash dividends"] },
    {
      label: headlineLabel(view.headline),
      value: rateText(view.headline.rate),
      tone: gainClass(view.headline.rate),
      notes: [headlineNote(view)],
    },
    { label: "Value at the end", value: moneyText(view.endValue), notes: [`on ${dateText(view.period.to)}`] },
    {
      label: "Same money in the index",
      value: shadow ? moneyText(shadow.endValue) : "-",
      notes: [shadow ? shadowSentence(benchmark) : "no benchmark series for this period"],
    },
  ];
  const indexName = benchmark.label ?? "Benchmark";
  const rows: { method: string; yours: string; index: string }[] = [
    {
      method: "Money-weighted (XIRR)",
      yours: xirrText(view.xirr),
      index: shadow?.xirr ? `${rateText(shadow.xirr)} p.a.` : "-",
    },
    {
      method: "Money-weighted (modified Dietz, the period)",
      yours: rateText(view.modifiedDietz),
      index: rateText(shadow?.modifiedDietz),
    },
    {
      method: "Time-weighted (like for like with the index)",
      yours: `${rateText(view.twr.cumulative)}${perAnnum(view.twr.perAnnum)}`,
      index: benchmark.indexReturn === null ? "-" : `${rateText(benchmark.indexReturn)}${perAnnum(benchmark.indexReturnPerAnnum)}`,
    },
    { method: "Simple return (gain ÷ money in)", yours: rateText(view.simple), index: "-" },
  ];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <p className="text-sm text-muted-foreground">
        {dateText(view.period.from)} to {dateText(view.period.to)} ({view.period.days} days)
        {benchmark.label && <>, compared with {benchmark.label}</>}
      </p>
      <FigureTiles label="Performance figures" facts={facts} />
      <section aria-label="Return by method" className="min-w-0">
        <Table className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead className="w-[44%] whitespace-normal">Method</TableHead>
              <TableHead className="whitespace-normal text-right">Your portfolio</TableHead>
              <TableHead className="whitespace-normal text-right">
                {/* The line above names the series; a phone's column is too narrow for its name. */}
                <span className="sm:hidden">The index</span>
                <span className="hidden sm:inline">{indexName}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.method}>
                <TableHead scope="row" className="whitespace-normal font-normal">
                  {row.method}
                </TableHead>
                <TableCell className="whitespace-normal text-right tabular-nums">{row.yours}</TableCell>
                <TableCell className="whitespace-normal text-right tabular-nums">{row.index}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <p className="mt-2 text-xs text-muted-foreground">
          Beside a money-weighted return, the index&apos;s figure is the same cash flows put into it; beside the time-weighted return, the
          index&apos;s own return over the period.
        </p>
      </section>
      {shadow && (
        <p className="text-sm">
          <span className={`font-medium ${gainClass(shadow.difference)}`}>{shadowSentence(benchmark)}</span>: the same cash flows, on the
          same days, would have bought {unitsText(shadow.units)} units of the index, worth {moneyText(shadow.endValue)} against your{" "}
          {moneyText(view.endValue)}.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Money in (buys)</dt>
          <dd className="m-0 tabular-nums">{moneyText(view.flows.invested)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Sale proceeds</dt>
          <dd className="m-0 tabular-nums">{moneyText(view.flows.proceeds)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Cash dividends</dt>
          <dd className="m-0 tabular-nums">{moneyText(view.flows.dividends)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Franking credits</dt>
          <dd className="m-0 tabular-nums">
            {moneyText(view.flows.frankingCredits)} {view.franking === "include" ? "(counted)" : "(not counted)"}
          </dd>
        </div>
      </dl>
      {view.warnings.length > 0 && (
        <ul aria-label="What these figures leave out" className="grid gap-1 text-sm">
          {view.warnings.map((warning) => (
            <li key={warning.code} className="flex gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              <span>{warningText(warning)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
