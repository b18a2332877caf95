// One financial year's figures where the return asks for them (issue 47, docs/domain.md "Tax
// summary"): pure, exact until each figure is rounded to cents. For an individual each figure
// carries the label of the Individual tax return 2025 (and its supplementary section) that it
// belongs to, as the ATO's instructions name them (sources in docs/domain.md); for a trust, a
// super fund or a company the same figures without those labels. Every figure lists the lines that
// make it, so a screen can show where it comes from. Not tax advice.
import type { CgtYear } from "../ledger/cgt";
import { type Dec, ZERO, dec, toCents } from "../ledger/decimal";
import type { TaxEntity } from "../ledger/tax-entity";
import { statementIncome, type StatementAmounts } from "./statements";

/** A dividend of the year (counted at item 11), its figures exact. */
export interface SummaryDividend {
  id: string;
  stockId: string;
  /** The income date (pay date). */
  date: string;
  franked: string;
  unfranked: string;
  frankingCredit: string;
}

export interface SummaryStatement extends StatementAmounts {
  id: string;
  stockId: string;
  fy: number;
}

export const SUMMARY_FIGURES = [
  "dividendsUnfranked",
  "dividendsFranked",
  "dividendsFrankingCredits",
  "trustOtherIncome",
  "trustFrankedDistributions",
  "trustFrankingCredits",
  "totalCapitalGains",
  "netCapitalGain",
  "netCapitalLossesCarriedForward",
  "assessableForeignIncome",
  "otherNetForeignIncome",
  "foreignIncomeTaxOffsets",
] as const;
export type SummaryFigureKey = (typeof SUMMARY_FIGURES)[number];

/** Question, label and the return's own words for each figure (individual returns, 2025). */
export const INDIVIDUAL_RETURN_LABELS: Readonly<Record<SummaryFigureKey, { label: string; title: string }>> = {
  dividendsUnfranked: { label: "11S", title: "Dividends: unfranked amount" },
  dividendsFranked: { label: "11T", title: "Dividends: franked amount" },
  dividendsFrankingCredits: { label: "11U", title: "Dividends: franking credit" },
  trustOtherIncome: {
    label: "13U",
    title: "Share of net income from trusts, less capital gains, foreign income and franked distributions",
  },
  trustFrankedDistributions: { label: "13C", title: "Franked distributions from trusts" },
  trustFrankingCredits: { label: "13Q", title: "Share of franking credit from franked dividends" },
  totalCapitalGains: { label: "18H", title: "Total current year capital gains" },
  netCapitalGain: { label: "18A", title: "Net capital gain" },
  netCapitalLossesCarriedForward: { label: "18V", title: "Net capital losses carried forward to later income years" },
  assessableForeignIncome: { label: "20E", title: "Assessable foreign source income" },
  otherNetForeignIncome: { label: "20M", title: "Other net foreign source income" },
  foreignIncomeTaxOffsets: { label: "20O", title: "Foreign income tax offsets" },
};

/** The same figures in plain words, for an entity whose return has other labels. */
const PLAIN_TITLES: Readonly<Record<SummaryFigureKey, string>> = {
  dividendsUnfranked: "Dividends: unfranked amount",
  dividendsFranked: "Dividends: franked amount",
  dividendsFrankingCredits: "Dividends: franking credits",
  trustOtherIncome: "Trust distributions: income other than capital gains, foreign income and franked distributions",
  trustFrankedDistributions: "Trust distributions: franked amount",
  trustFrankingCredits: "Trust distributions: franking credits",
  totalCapitalGains: "Total current year capital gains",
  netCapitalGain: "Net capital gain",
  netCapitalLossesCarriedForward: "Net capital losses carried forward",
  assessableForeignIncome: "Assessable foreign source income",
  otherNetForeignIncome: "Other net foreign source income",
  foreignIncomeTaxOffsets: "Foreign income tax offsets",
};

/** What a figure is made of: a sale's disposal line, a trust gain, a dividend, a statement, or the losses brought forward. */
export interface SummaryLine {
  kind: "sale" | "trust-gain" | "dividend" | "statement" | "loss-brought-forward";
  /** The sale's trade id, the statement's id, the dividend's id; null for the losses brought forward. */
  id: string | null;
  stockId: string | null;
  /** The sale's or the income's date; null for a statement (its year) and the losses brought forward. */
  date: string | null;
  /** This line's part of the figure, to cents. */
  amount: string;
}

export interface SummaryFigure {
  key: SummaryFigureKey;
  /** The return's label ("18A") for an individual; null for other entities. */
  label: string | null;
  title: string;
  amount: string;
  lines: SummaryLine[];
}

export interface SummaryInput {
  entity: TaxEntity;
  cgt: CgtYear;
  dividends: readonly SummaryDividend[];
  statements: readonly SummaryStatement[];
}

interface Part {
  line: SummaryLine;
  exact: Dec;
}

function figureOf(key: SummaryFigureKey, entity: TaxEntity, parts: Part[], total?: Dec): SummaryFigure {
  const individual = entity === "individual";
  const sum = total ?? parts.reduce((acc, part) => acc.plus(part.exact), ZERO);
  return {
    key,
    label: individual ? INDIVIDUAL_RETURN_LABELS[key].label : null,
    title: individual ? INDIVIDUAL_RETURN_LABELS[key].title : PLAIN_TITLES[key],
    amount: toCents(sum),
    lines: parts.filter((part) => !part.exact.isZero()).map((part) => part.line),
  };
}

const part = (line: Omit<SummaryLine, "amount">, exact: string | Dec): Part => ({
  line: { ...line, amount: toCents(exact) },
  exact: dec(exact),
});

/** The year's figures in the order of the return. */
export function taxSummary(input: SummaryInput): SummaryFigure[] {
  const { entity, cgt, dividends, statements } = input;
  const dividendParts = (field: "franked" | "unfranked" | "frankingCredit") =>
    dividends.map((row) => part({ kind: "dividend", id: row.id, stockId: row.stockId, date: row.date }, row[field]));
  const incomes = statements.map((statement) => ({ statement, income: statementIncome(statement) }));
  const statementParts = (field: keyof ReturnType<typeof statementIncome>) =>
    incomes.map(({ statement, income }) =>
      part({ kind: "statement", id: statement.id, stockId: statement.stockId, date: null }, income[field]),
    );
  const saleLine = (line: CgtYear["lines"][number]) => ({
    kind: "sale" as const,
    id: line.sellTradeId,
    stockId: line.stockId,
    date: line.soldOn,
  });
  const trustLine = (line: CgtYear["trustLines"][number]) => ({
    kind: "trust-gain" as const,
    id: line.statementId,
    stockId: line.stockId,
    date: null,
  });
  const gains = [
    ...cgt.lines.filter((line) => dec(line.gain).gt(0)).map((line) => part(saleLine(line), line.gain)),
    ...cgt.trustLines.filter((line) => dec(line.gain).gt(0)).map((line) => part(trustLine(line), line.gain)),
  ];
  const everyCgtLine = [
    ...cgt.lines.map((line) => part(saleLine(line), line.gain)),
    ...cgt.trustLines.map((line) => part(trustLine(line), line.gain)),
  ];
  const losses = cgt.lines.filter((line) => dec(line.gain).lt(0)).map((line) => part(saleLine(line), dec(line.gain).neg()));
  const broughtForward = dec(cgt.totals.lossBroughtForward);
  const lossParts = broughtForward.isZero()
    ? losses
    : [...losses, part({ kind: "loss-brought-forward", id: null, stockId: null, date: null }, broughtForward)];
  const foreign = statementParts("foreignIncome");
  return [
    figureOf("dividendsUnfranked", entity, dividendParts("unfranked")),
    figureOf("dividendsFranked", entity, dividendParts("franked")),
    figureOf("dividendsFrankingCredits", entity, dividendParts("frankingCredit")),
    figureOf("trustOtherIncome", entity, statementParts("otherTrustIncome")),
    figureOf("trustFrankedDistributions", entity, statementParts("frankedDistributions")),
    figureOf("trustFrankingCredits", entity, statementParts("frankingCredits")),
    figureOf("totalCapitalGains", entity, gains),
    figureOf("netCapitalGain", entity, everyCgtLine, dec(cgt.totals.netCapitalGain)),
    figureOf("netCapitalLossesCarriedForward", entity, lossParts, dec(cgt.totals.lossCarriedForward)),
    figureOf("assessableForeignIncome", entity, foreign),
    figureOf("otherNetForeignIncome", entity, foreign),
    figureOf("foreignIncomeTaxOffsets", entity, statementParts("foreignIncomeTaxOffset")),
  ];
}
