// The Holdings page's notice of known corporate actions that touch a holding and are not applied;
// Apply opens the same form as the Holding tab's, filled in, for that holding.
import { useState } from "react";
import { useCorporateActionSuggestions } from "@/api/corporate-actions";
import { CorporateActionDialog, type ActionDialogState } from "./action-dialog";
import { SuggestionList } from "./suggestion-list";

export function CorporateActionSuggestions() {
  const suggestions = useCorporateActionSuggestions();
  const [dialog, setDialog] = useState<ActionDialogState>(null);
  const [holding, setHolding] = useState<{ stockId: string; symbol: string } | null>(null);
  const rows = suggestions.data?.suggestions ?? [];
  return (
    <>
      <SuggestionList
        suggestions={rows}
        showCode
        onApply={(suggestion) => {
          setHolding({ stockId: suggestion.stockId, symbol: suggestion.symbol });
          setDialog({ mode: "apply", suggestion });
        }}
      />
      {holding && <CorporateActionDialog stockId={holding.stockId} symbol={holding.symbol} state={dialog} onDone={() => setDialog(null)} />}
    </>
  );
}
