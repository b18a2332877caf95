// One short example of each layout every paste panel accepts, shown in the full panels' instructions
// on /upload. server/parsers/paste-layout-examples.test.ts parses each one, so an example the
// importers would not read exactly cannot be shown.
import type { PasteSource } from "./imports";

export interface PasteLayoutExample {
  /** What the user copies, in a few words. */
  layout: string;
  /** A short paste in that layout, line breaks included. */
  example: string;
}

export const PASTE_LAYOUT_EXAMPLES: Readonly<Record<PasteSource, readonly PasteLayoutExample[]>> = {
  morningstar: [
    {
      layout: "A table, copied or as CSV (the header row is optional)",
      example: "Code,Last,Fair Value,Uncertainty,Economic Moat,Financial Health\nBHP,45.20,42.00,Medium,Wide,Strong",
    },
    {
      layout: "A quote page, copied whole or from its title line down through the 'Price vs Fair Value' card",
      example:
        "BHP Group Ltd BHP\nMorningstar Rating\nView Full Chart\n\nPrice vs Fair Value\nBHP is trading at a 7% premium.\nPrice\n$45.20\nFair Value\n$42.00\nUncertainty\nMedium\nEconomic Moat\nWide\nFinancial Health\nStrong",
    },
    {
      layout: "Article blocks, the code in the heading or in the text after the block",
      example:
        "Endeavour Group (ASX: EDV) ★★★★★\nMoat rating: Narrow\nCurrent Price: $3.86\nFair Value Estimate: $5.10\nUncertainty: Medium",
    },
  ],
  "intelligent-investor": [
    {
      layout: "The CSV export",
      example: "Ticker,PriceAtReview,CurrentPrice,BuyBelow,SellAbove,MaxPortfolioWeight\nCPU,10.24,27.47,8.00,16.00,6%",
    },
    {
      layout: "The recommendations list, the code in the Company cell",
      example:
        "Recommendation,Company,Review Price,Current Price,Buy Below,Sell Above\nLONG TERM BUY,Computershare Limited - CPU,$10.24,$27.47,$8.00,$16.00",
    },
    {
      layout: "A stock's review box or page",
      example: "Computershare Limited - CPU\nBuy\nbelow 8.00\nSell\nabove 16.00\nCurrent price\n$27.47 at 15:20 (24 April 2024)",
    },
  ],
  "motley-fool": [
    {
      layout: "Recommendation text: a code, then 'Buy under' or 'Target price' (cents too)",
      example: "Xero Ltd (ASX: XRO)\nBuy under $165.00\ncba - Target price $1,015.50\nLake Resources NL (ASX: LKE) - Buy under 90 cents",
    },
    {
      layout: "A scorecard table",
      example: "Code,Company,Buy Under,Target Price\nXRO,Xero Ltd,$165.00,",
    },
  ],
  "bell-potter": [
    {
      layout: "The recommendations table, copied or as CSV (title lines and extra columns are fine)",
      example: "Security,Description,Target Price,Last Price,Recommendation,Source\nBHP.ASX,BHP Group Limited,48.00,45.20,Buy,Bell Potter",
    },
  ],
};

/** What a source's paste never imports, said up front. */
export const PASTE_LAYOUT_NOTES: Readonly<Partial<Record<PasteSource, string>>> = {
  "intelligent-investor":
    "Fair value is the midpoint of Buy below and Sell above, else Buy below; a stock with only Sell above is skipped.",
  "motley-fool": "A broker's price target quoted in an article is listed as skipped, not imported as a Motley Fool value.",
};
