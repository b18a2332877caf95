// Tab and Shift+Tab out of the chart, moved by hand. Recharts removes its keyboard tooltip (card,
// cursor, active dot) the moment the chart loses focus. When a browser Tab moved focus on, that
// removal ran while focus was between the chart and the next element, so Radix's focus trap in the
// dialog (FocusScope) saw the body focused and a node removed, and pulled focus back to the dialog
// itself: the first Tab past the chart skipped the legend, the change list and Close. Focusing the
// next element from the key handler moves focus in one step, before any of that can run.
import type { KeyboardEvent } from "react";

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function reachable(element: HTMLElement | SVGElement): boolean {
  if (element.tabIndex < 0 || element.matches(":disabled, [hidden], input[type=hidden]")) return false;
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
}

/** onKeyDown of the element holding the chart: Tab from inside it focuses the next (or previous) stop. */
export function tabPastChart(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const from = event.target as HTMLElement | SVGElement;
  const scope = event.currentTarget.closest<HTMLElement>('[role="dialog"]') ?? document.body;
  const stops = [...scope.querySelectorAll<HTMLElement | SVGElement>(CANDIDATES)].filter(reachable);
  const here = stops.indexOf(from);
  const next = here < 0 ? undefined : stops[here + (event.shiftKey ? -1 : 1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
