// The Holding tab's Dividends section (issue 31): the stock's dividends, newest ex-date first, each
// with its ex-date, pay date, units, amount per share, franking %, cash, franking credit and status
// (estimated ones marked, with Confirm), Edit and Delete; and Add dividend. Beside them, read-only, the
// dividends the stock's corporate actions paid ('In specie: WDS', 'Bonus issue'), with the income
// report's figures (decision 077): derived from the ledger, changed only by editing the action.
import { type ReactNode, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { DIVIDEND_STATUS_LABELS, type DividendView } from "@shared/contracts/dividends";
import { incomeActionLabel, type IncomeLineView } from "@shared/contracts/income";
import { Badge } from "@/components/ui/badge";
import { EditDeleteButtons } from "@/components/edit-delete-buttons";
import { ShowMoreButton } from "@/components/show-more-button";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { useStockDividends } from "@/api/dividends";
import { errorDescription } from "@/lib/api-client";
import { frankingText } from "../utils/dividend-text";
import { dateText, moneyText, priceText, unitsText } from "../utils/ledger-text";
import { DeleteDividendDialog, DividendDialog, type DividendDialogState } from "./dividend-dialogs";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="m-0 break-words tabular-nums">{value}</dd>
    </div>
  );
}

/** An estimate's badge; a confirmed dividend says nothing. */
export function EstimatedBadge() {
  return (
    <Badge variant="outline" className="border-warning text-foreground">
      {DIVIDEND_STATUS_LABELS.estimated}
    </Badge>
  );
}

function DividendItem({
  dividend,
  onEdit,
  onConfirm,
  onDelete,
}: {
  dividend: DividendView;
  onEdit: () => void;
  onConfirm: () => void;
  onDelete: () => void;
}) {
  const estimated = dividend.status === "estimated";
  const name = `${dividend.symbol} dividend with ex-date ${dateText(dividend.exDate)}`;
  return (
    <li className="grid gap-2 rounded-md border px-3 py-2 text-sm" data-status={dividend.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 flex-1 basis-40 font-medium">
          Ex-date {dateText(dividend.exDate)} {estimated && <EstimatedBadge />}
        </p>
        <div className="flex flex-wrap gap-1">
          {estimated && (
            <Button variant="outline" size="sm" onClick={onConfirm} aria-label={`Confirm the ${name}`}>
              Confirm
            </Button>
          )}
          <EditDeleteButtons name={name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
      <DividendFacts dividend={dividend}>
        <Fact label="Status" value={DIVIDEND_STATUS_LABELS[dividend.status]} />
        {dividend.drpUnits !== null && <Fact label="Reinvested" value={`${unitsText(dividend.drpUnits)} units`} />}
      </DividendFacts>
      {dividend.note && <p className="break-words text-muted-foreground">{dividend.note}</p>}
    </li>
  );
}

type DividendFigures = Pick<DividendView, "payDate" | "units" | "amountPerShare" | "frankingPercent" | "cash" | "frankingCredit">;

/** The figures a stored dividend and an action's dividend both show, then the item's own (`children`). */
function DividendFacts({ dividend, children }: { dividend: DividendFigures; children: ReactNode }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Fact label="Pay date" value={dividend.payDate ? dateText(dividend.payDate) : "Unknown"} />
      <Fact label="Units" value={unitsText(dividend.units)} />
      <Fact label="Amount per share" value={priceText(dividend.amountPerShare)} />
      <Fact label="Franking" value={frankingText(dividend.frankingPercent)} />
      <Fact label="Cash" value={moneyText(dividend.cash)} />
      <Fact label="Franking credit" value={dividend.frankingCredit === null ? "Unknown" : moneyText(dividend.frankingCredit)} />
      {children}
    </dl>
  );
}

/** A dividend a corporate action paid: its label and the income report's figures; no buttons (it is the action's). */
function ActionIncomeItem({ line }: { line: IncomeLineView }) {
  return (
    <li className="grid gap-2 rounded-md border px-3 py-2 text-sm" data-action-type={line.actionType}>
      <p className="flex flex-wrap items-center gap-2 font-medium">
        Ex-date {dateText(line.exDate)} <Badge variant="secondary">{incomeActionLabel(line)}</Badge>
      </p>
      <DividendFacts dividend={line}>
        <Fact label="Grossed-up" value={moneyText(line.grossedUp)} />
      </DividendFacts>
      <p className="text-muted-foreground">Paid by a corporate action: it changes with the action under Corporate actions.</p>
    </li>
  );
}

type ListedDividend = { kind: "stored"; dividend: DividendView } | { kind: "action"; line: IncomeLineView };

/**
 * The stored dividends loaded so far and the actions' lines among them, newest ex-date first; while
 * more pages remain, an action line older than the last loaded dividend waits for its page.
 */
function listed(rows: readonly DividendView[], lines: readonly IncomeLineView[], more: boolean): ListedDividend[] {
  const oldest = rows.at(-1)?.exDate;
  const shown = lines.filter((line) => !more || oldest === undefined || line.exDate >= oldest);
  const all: (ListedDividend & { exDate: string })[] = [
    ...rows.map((dividend) => ({ kind: "stored" as const, dividend, exDate: dividend.exDate })),
    ...shown.map((line) => ({ kind: "action" as const, line, exDate: line.exDate })),
  ];
  // A stable sort: the stored dividends keep the server's order.
  return all.sort((a, b) => b.exDate.localeCompare(a.exDate));
}

export function StockDividends({ stockId, symbol }: { stockId: string; symbol: string }) {
  const dividends = useStockDividends(stockId);
  const [dialog, setDialog] = useState<DividendDialogState>(null);
  const [deleting, setDeleting] = useState<DividendView | null>(null);
  const rows = dividends.data?.pages.flatMap((page) => page.dividends) ?? [];
  const items = listed(rows, dividends.data?.pages[0]?.actionIncome ?? [], dividends.hasNextPage);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section className="grid gap-2" aria-labelledby="holding-dividends-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="holding-dividends-heading" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          Dividends
        </h3>
        <Button variant="outline" size="sm" onClick={() => setDialog({ mode: "add" })}>
          <Plus aria-hidden="true" />
          Add dividend
        </Button>
      </div>
      {dividends.isLoading ? (
        <LoadingState label="Loading dividends..." />
      ) : dividends.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(dividends.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No dividends for {symbol}. Sync dividends on the Holdings page adds them from market data.
        </p>
      ) : (
        <ul className="grid gap-1.5" aria-label={`${symbol} dividends`}>
          {items.map((item) =>
            item.kind === "action" ? (
              <ActionIncomeItem key={item.line.dividendId} line={item.line} />
            ) : (
              <DividendItem
                key={item.dividend.id}
                dividend={item.dividend}
                onConfirm={() => setDialog({ mode: "confirm", dividend: item.dividend })}
                onEdit={() => setDialog({ mode: "edit", dividend: item.dividend })}
                onDelete={() => setDeleting(item.dividend)}
              />
            ),
          )}
        </ul>
      )}
      <ShowMoreButton
        hasMore={dividends.hasNextPage}
        loading={dividends.isFetchingNextPage}
        onClick={() => void dividends.fetchNextPage()}
        noun="dividends"
      />
      <DividendDialog stockId={stockId} symbol={symbol} state={dialog} onDone={() => setDialog(null)} fallbackFocus={heading} />
      <DeleteDividendDialog dividend={deleting} onDone={() => setDeleting(null)} />
    </section>
  );
}
