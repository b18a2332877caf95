// A fund's capital gains from its annual tax statement (AMMA) as CGT lines of the holder's year
// (issue 47, docs/domain.md "ETF and managed fund tax statements"). The statement shows a discounted
// gain after the trust's 50 % discount: the holder grosses it up (× 2), applies their own losses,
// then their own discount (ATO, Personal investors guide to CGT, Part C). Other capital gains get no
// discount. The CGT concession amount is not income and is no line.
import { dec, plain } from "./decimal";

export interface TrustGainLine {
  statementId: string;
  stockId: string;
  financialYear: number;
  /** "discounted": the statement's discounted gain, grossed up; "other": gains with no discount. */
  kind: "discounted" | "other";
  /** As the statement shows it (before the gross-up). */
  asStated: string;
  /** The gain as it enters the year: asStated × 2 for a discounted gain, else asStated. */
  gain: string;
  /** A grossed-up discounted gain takes the holder's discount; other gains do not. */
  discountEligible: boolean;
}

/** What a statement says of capital gains: the fields trustGainLines reads. */
export interface StatementGains {
  id: string;
  stockId: string;
  fy: number;
  discountedCapitalGains: string;
  otherCapitalGains: string;
}

/** A statement's gains as CGT lines: none for a zero amount. */
export function trustGainLines(statement: StatementGains): TrustGainLine[] {
  const base = { statementId: statement.id, stockId: statement.stockId, financialYear: statement.fy };
  const lines: TrustGainLine[] = [];
  const discounted = dec(statement.discountedCapitalGains);
  if (!discounted.isZero()) {
    lines.push({ ...base, kind: "discounted", asStated: plain(discounted), gain: plain(discounted.times(2)), discountEligible: true });
  }
  const other = dec(statement.otherCapitalGains);
  if (!other.isZero()) lines.push({ ...base, kind: "other", asStated: plain(other), gain: plain(other), discountEligible: false });
  return lines;
}
