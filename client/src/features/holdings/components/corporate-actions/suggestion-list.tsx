// Known actions that touch a holding and are not applied (issue 46 "Known actions, suggested"): each
// with its title, entitlement date and Apply, which opens the action's form filled in.
import type { CorporateActionSuggestionView } from "@shared/contracts/corporate-action-views";
import { Button } from "@/components/ui/button";
import { dateText, unitsText } from "../../utils/ledger-text";

export function SuggestionList({
  suggestions,
  onApply,
  showCode,
}: {
  suggestions: readonly CorporateActionSuggestionView[];
  onApply: (suggestion: CorporateActionSuggestionView) => void;
  /** The Holdings page names the holding; the Holding tab is already about one. */
  showCode: boolean;
}) {
  if (suggestions.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Suggested corporate actions"
      className="grid min-w-0 gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <p className="font-medium">
        {suggestions.length === 1 ? "A known corporate action touches" : `${suggestions.length} known corporate actions touch`}{" "}
        {showCode ? "your holdings" : "this holding"} and {suggestions.length === 1 ? "is" : "are"} not applied:
      </p>
      <ul className="grid gap-2">
        {suggestions.map((suggestion) => (
          <li key={`${suggestion.key}-${suggestion.stockId}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="min-w-0 flex-1 basis-48 break-words">
              {showCode && <span className="font-semibold">{suggestion.symbol}: </span>}
              {suggestion.title}{" "}
              <span className="text-muted-foreground">
                ({unitsText(suggestion.unitsHeld)} held on {dateText(suggestion.entitlementDate)})
              </span>
            </span>
            <Button size="sm" variant="outline" onClick={() => onApply(suggestion)} aria-label={`Apply: ${suggestion.title}`}>
              Apply
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
