// The Holdings page's dividends (issue 31): 'Dividends: N estimated' linking to the estimates to
// confirm, the **Upcoming and recent dividends** of the held stocks (GET /api/dividends/calendar), and
// the list of estimates, each with Confirm (the Holding tab's form, franking % and pay date first).
import { useRef, useState } from "react";
import type { CalendarStock, DividendView } from "@shared/contracts/dividends";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/spinner";
import { VirtualCards } from "@/components/virtual-cards";
import { useDividendCalendar, useEstimatedDividends } from "@/api/dividends";
import { errorDescription } from "@/lib/api-client";
import { estimatedLinkText } from "../utils/dividend-text";
import { dateText, moneyText, priceText, unitsText } from "../utils/ledger-text";
import { DividendDialog, type DividendDialogState } from "./dividend-dialogs";
import { EstimatedBadge } from "./stock-dividends";

const ESTIMATES_ID = "estimated-dividends";

/** 'Dividends: 3 estimated', a link to the list of estimates; nothing when there are none. */
export function EstimatedDividendsLink() {
  const estimates = useEstimatedDividends();
  const text = estimatedLinkText(estimates.data?.estimated ?? 0);
  if (!text) return null;
  return (
    <a
      href={`#${ESTIMATES_ID}`}
      className="w-fit rounded-sm text-sm font-medium underline underline-offset-4 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {text}
    </a>
  );
}

function ExDates({ label, dates, estimated }: { label: string; dates: CalendarStock["recent"]; estimated?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="m-0 tabular-nums">
        {dates.length === 0 ? (
          "None"
        ) : (
          <ul className="grid gap-0.5">
            {dates.map((date) => (
              <li key={date.exDate} className="flex flex-wrap items-center gap-x-2">
                {dateText(date.exDate)} · {priceText(date.amountPerShare)} {estimated && <EstimatedBadge />}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/** **Upcoming and recent dividends**: per held stock its next expected ex-dates (estimated from last year's) and its last ones. */
export function DividendCalendar() {
  const calendar = useDividendCalendar();
  const stocks = calendar.data?.stocks ?? [];
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby="dividend-calendar-heading">
      <div className="min-w-0">
        <h2 id="dividend-calendar-heading" className="text-lg font-semibold">
          Upcoming and recent dividends
        </h2>
        <p className="text-sm text-muted-foreground">
          Expected ex-dates repeat last year&apos;s, with its amount per share: most ASX payers pay twice a year.
        </p>
      </div>
      {calendar.isLoading ? (
        <LoadingState label="Loading dividends..." />
      ) : calendar.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(calendar.error)}
        </p>
      ) : (
        <VirtualCards
          rows={stocks}
          rowKey={(stock) => stock.stockId}
          label="Upcoming and recent dividends"
          estimatedCardHeightPx={110}
          overscan={6}
          scroll="page"
          empty={
            <p className="rounded-md border px-4 py-6 text-center text-sm text-muted-foreground">
              No dividends of your holdings in the past year. Sync dividends adds them from market data.
            </p>
          }
          card={(stock) => (
            <article className="rounded-md border bg-card p-3 text-sm">
              <h3 className="font-semibold">{stock.symbol}</h3>
              <dl className="mt-1 grid gap-2 sm:grid-cols-2">
                <ExDates label="Next expected ex-dates" dates={stock.upcoming} estimated />
                <ExDates label="Last ex-dates" dates={stock.recent} />
              </dl>
            </article>
          )}
        />
      )}
    </section>
  );
}

/** The estimates to confirm, oldest first, each with Confirm. */
export function EstimatedDividends() {
  const estimated = useEstimatedDividends();
  const [dialog, setDialog] = useState<DividendDialogState>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A copy: reverse() would turn the cached answer (newest first) around in place.
  const estimates = [...(estimated.data?.dividends ?? [])].reverse();
  const open = dialog && dialog.mode !== "add" ? dialog.dividend : null;
  return (
    <>
      {estimates.length > 0 && (
        <section id={ESTIMATES_ID} className="grid min-w-0 scroll-mt-4 gap-3" aria-labelledby="estimated-dividends-heading">
          <div className="min-w-0">
            <h2 id="estimated-dividends-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
              Estimated dividends
            </h2>
            <p className="text-sm text-muted-foreground">
              From market data: the amount per share is known, the franking % and pay date are not. Confirm each from its payment advice.
            </p>
          </div>
          <VirtualCards
            rows={estimates}
            rowKey={(dividend: DividendView) => dividend.id}
            label="Estimated dividends"
            estimatedCardHeightPx={72}
            overscan={6}
            scroll="page"
            card={(dividend) => (
              <article className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border bg-card px-3 py-2 text-sm">
                <p className="min-w-0 flex-1 basis-52 break-words">
                  <span className="font-semibold">{dividend.symbol}</span> · ex-date {dateText(dividend.exDate)} ·{" "}
                  <span className="tabular-nums">
                    {unitsText(dividend.units)} × {priceText(dividend.amountPerShare)} = {moneyText(dividend.cash)}
                  </span>
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setDialog({ mode: "confirm", dividend })}
                  aria-label={`Confirm the ${dividend.symbol} dividend with ex-date ${dateText(dividend.exDate)}`}
                >
                  Confirm
                </Button>
              </article>
            )}
          />
        </section>
      )}
      {/* Outside the section, which leaves with the last estimate while this dialog closes. */}
      <DividendDialog
        stockId={open?.stockId ?? ""}
        symbol={open?.symbol ?? ""}
        state={dialog}
        onDone={() => setDialog(null)}
        fallbackFocus={heading}
      />
    </>
  );
}
