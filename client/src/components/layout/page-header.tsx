import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * The page's h1 with an optional subtitle and actions on the right. The actions move below the title
 * as a whole when the row cannot hold the title's 20 rem and all of them, and only where they are
 * wider than the page (a phone) do the buttons wrap among themselves: at 1400 px the Holdings page's
 * four buttons stay on one line rather than wrapping beside a long subtitle (issue 44 item 25).
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-end justify-between gap-3", className)}>
      <div className="min-w-0 flex-[1_1_20rem] space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
      </div>
      {actions && <div className="flex min-w-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
