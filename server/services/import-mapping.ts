// Parser rows → an import plan, one function per source, following docs/domain.md "What each
// import stores". Pure: the month and the ASX sector list come in through the context.
import {
  type BellPotterRow,
  type IntelligentInvestorRow,
  type MorningstarPasteRow,
  type MotleyFoolRow,
  type ParseResult,
  type PortfolioWorkbookRow,
  intelligentInvestorFairValue,
} from "../parsers";
import { type ImportPlan, type PlanContext, PlanBuilder } from "./import-plan";

export function planMorningstarPaste(result: ParseResult<MorningstarPasteRow>, context: PlanContext): ImportPlan {
  const plan = new PlanBuilder(context, result);
  for (const row of result.rows) {
    plan.add({
      symbol: row.symbol,
      name: row.name,
      lastPrice: row.lastPrice,
      fairValues: [
        {
          source: "morningstar",
          asOfMonth: context.currentMonth,
          fairValue: row.fairValue,
          meta: { uncertainty: row.uncertainty, economicMoat: row.economicMoat, financialHealth: row.financialHealth },
        },
      ],
    });
  }
  return plan.build();
}

export function planIntelligentInvestorPaste(result: ParseResult<IntelligentInvestorRow>, context: PlanContext): ImportPlan {
  const plan = new PlanBuilder(context, result);
  for (const row of result.rows) {
    const fairValue = intelligentInvestorFairValue(row.buyBelow, row.sellAbove);
    plan.add({
      symbol: row.symbol,
      name: row.name,
      lastPrice: row.currentPrice,
      fairValues:
        fairValue === null
          ? []
          : [
              {
                source: "intelligent-investor",
                asOfMonth: context.currentMonth,
                fairValue,
                meta: {
                  buy_below: row.buyBelow,
                  sell_above: row.sellAbove,
                  max_weight: row.maxPortfolioWeight,
                  price_at_review: row.priceAtReview,
                },
              },
            ],
    });
  }
  return plan.build();
}

export function planMotleyFoolPaste(result: ParseResult<MotleyFoolRow>, context: PlanContext): ImportPlan {
  const plan = new PlanBuilder(context, result);
  for (const row of result.rows) {
    plan.add({
      symbol: row.symbol,
      name: row.name,
      lastPrice: null,
      fairValues: [{ source: "motley-fool", asOfMonth: context.currentMonth, fairValue: row.fairValue, meta: { kind: row.kind } }],
    });
  }
  return plan.build();
}

/** The paste and the workbook carry the same table; Consensus rows keep their own source. */
export function planBellPotter(result: ParseResult<BellPotterRow>, context: PlanContext): ImportPlan {
  const plan = new PlanBuilder(context, result);
  for (const row of result.rows) {
    plan.add({
      symbol: row.symbol,
      name: row.name,
      lastPrice: row.lastPrice,
      fairValues: [
        {
          source: row.source,
          asOfMonth: context.currentMonth,
          fairValue: row.targetPrice,
          meta: { recommendation: row.recommendation },
        },
      ],
    });
  }
  return plan.build();
}

/**
 * The Morningstar / Portfolio workbook: each monthly column is a Morningstar value for its own month;
 * the Intelligent Investor columns carry no month, so they are filed under the current one. The
 * latest monthly value comes first, so it is the placeholder price of a new stock without Last $.
 */
export function planPortfolioWorkbook(result: ParseResult<PortfolioWorkbookRow>, context: PlanContext): ImportPlan {
  const plan = new PlanBuilder(context, result);
  for (const row of result.rows) {
    const monthly = [...row.monthly].reverse().map(({ month, fairValue }) => ({
      source: "morningstar" as const,
      asOfMonth: month,
      fairValue,
      meta: null,
    }));
    const iiValue = row.iiFairValue ?? row.iiBuyBelow;
    const ii =
      iiValue === null
        ? []
        : [
            {
              source: "intelligent-investor" as const,
              asOfMonth: context.currentMonth,
              fairValue: iiValue,
              meta: { buy_below: row.iiBuyBelow, sell_above: null, max_weight: null, price_at_review: null },
            },
          ];
    plan.add({ symbol: row.symbol, name: row.name, sector: row.sector, lastPrice: row.lastPrice, fairValues: [...monthly, ...ii] });
  }
  return plan.build();
}
