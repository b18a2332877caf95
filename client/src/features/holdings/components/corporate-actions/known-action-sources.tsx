// A known action's provenance in its Apply form: what it is, the units it finds held, and each
// figure's source (the class ruling's reference, a link to it) and notes, so the user checks the
// figures against the ruling before saving.
import type { CorporateActionSuggestionView } from "@shared/contracts/corporate-action-views";
import { dateText, unitsText } from "../../utils/ledger-text";

export function KnownActionSources({ suggestion }: { suggestion: CorporateActionSuggestionView }) {
  return (
    <section aria-label="Source of the figures" className="grid min-w-0 gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p className="font-medium">{suggestion.title}</p>
      <p className="text-muted-foreground">
        {unitsText(suggestion.unitsHeld)} {suggestion.symbol} held at the end of {dateText(suggestion.entitlementDate)}. Check each figure
        against its source before you save.
      </p>
      <ul className="grid gap-1.5">
        {suggestion.sources.map((source) => (
          <li key={source.url} className="min-w-0 break-words">
            <a
              href={source.url}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium underline underline-offset-4 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {source.reference}
            </a>
            <span className="text-muted-foreground">: {source.figure}</span>
          </li>
        ))}
      </ul>
      {suggestion.notes.map((note) => (
        <p key={note} className="break-words text-muted-foreground">
          {note}
        </p>
      ))}
    </section>
  );
}
