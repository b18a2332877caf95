// "How is this worked out?" (issue 48): the Performance card's methods in plain words, and that
// none of it is advice. docs/domain.md#returns has the formulas.
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { cn } from "@/lib/utils";

export function PerformanceExplainer() {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-md border">
      <CollapsibleTrigger className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 max-md:min-h-11">
        How is this worked out?
        <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")} />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <div className="grid gap-2 px-3 pb-3 text-sm text-muted-foreground">
          <p>
            Money goes in when you buy (the cost with brokerage) and comes out when you sell (the proceeds after brokerage) and when a
            dividend goes ex (its cash; a reinvested dividend only its leftover cash). The dollar gain is what you hold at the end, plus
            what came out, less what you held at the start and what went in.
          </p>
          <p>
            <strong className="text-foreground">Money-weighted</strong> returns count when your money went in: a large buy just before a
            fall weighs more than a small one. For a year or more it is the XIRR, a yearly rate (p.a.); for a shorter period it is the
            modified Dietz return for the period itself, never stretched to a year.
          </p>
          <p>
            <strong className="text-foreground">Time-weighted</strong> returns leave out when and how much you put in, day by day, so they
            compare like for like with the index&apos;s own return.
          </p>
          <p>
            <strong className="text-foreground">Same money in the index</strong>: each amount you put in or took out, on its day, buys or
            sells units of the index at that day&apos;s level. What those units are worth at the end, beside what you hold, is how far ahead
            or behind your choices left you.
          </p>
          <p>
            The accumulation index reinvests dividends on their ex-dates but ignores franking credits. Turn franking credits on to count
            them as money you received on the ex-date; the index stays as it is.
          </p>
          <p>These are figures from your own trades and the stored closes, not financial or tax advice.</p>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
