// A corporate action as it is stored (issue 46, decision 059): the POST body's canonical view without
// stockId and type (columns of their own), its status, and the other stock its body names by code.
// What POST /api/corporate-actions stores and what an account import (decision 070) stores are made
// here, so the two cannot differ.
import type { CorporateActionBody } from "./corporate-actions";
import { corporateActionBodyView, type CorporateActionBodyView, type CorporateActionStatus } from "./corporate-action-views";

/** What a body stores: its view without stockId and type (columns of their own). */
export function storedBodyOf(body: CorporateActionBody): { body: Record<string, unknown>; status: CorporateActionStatus } {
  const { stockId: _stock, type: _type, ...rest }: CorporateActionBodyView = corporateActionBodyView(body);
  return { body: rest, status: body.type === "DEMERGER" ? body.status : "confirmed" };
}

/** The code a body names for another stock (the demerged company, the acquirer, the shares paid), with its name. */
export function otherCodeOf(body: CorporateActionBody): { symbol: string; name: string } | null {
  switch (body.type) {
    case "DEMERGER":
    case "IN_SPECIE_DIVIDEND":
      return { symbol: body.newSymbol, name: body.newName };
    case "TAKEOVER":
      return body.acquirerSymbol === null ? null : { symbol: body.acquirerSymbol, name: body.acquirerName ?? body.acquirerSymbol };
    default:
      return null;
  }
}
