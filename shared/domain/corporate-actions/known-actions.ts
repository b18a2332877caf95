// The library of well-known ASX corporate actions (issue 46 "Known actions, suggested"), with every
// figure's source next to it. `terms` is a POST /api/corporate-actions body without its stockId (the
// held stock is the one with `symbol`); the contract's test parses every entry. Where a figure could
// not be confirmed from a primary source the entry's notes say so (docs/domain.md "Corporate actions").
// Not tax advice: a user confirms each figure against the ruling before applying it.
import type { CorporateActionType } from "./actions";

export interface KnownSource {
  /** Which figures this source gives. */
  figure: string;
  /** The class ruling or document, as cited. */
  reference: string;
  url: string;
}

export interface KnownAction {
  /** Stable: what an applied action records so the suggestion is not made again. */
  key: string;
  title: string;
  /** The code held that the action touches (as it was then). */
  symbol: string;
  /** Holders at the end of this day are entitled (the day before the ex-date, or the scheme's record date). */
  entitlementDate: string;
  terms: { type: CorporateActionType } & Readonly<Record<string, string | boolean | null>>;
  sources: readonly KnownSource[];
  /** What a user should know before applying it: unconfirmed figures, companion entries. */
  notes: readonly string[];
}

export const KNOWN_ACTIONS: readonly KnownAction[] = [
  {
    key: "BHP-S32-2015",
    title: "BHP Billiton demerger of South32",
    symbol: "BHP",
    entitlementDate: "2015-05-17",
    terms: {
      type: "DEMERGER",
      exDate: "2015-05-18",
      effectiveDate: "2015-05-25",
      newSymbol: "S32",
      newName: "South32 Limited",
      newSharesPerOld: "1",
      headCostBasePercent: "92.9",
      demergedCostBasePercent: "7.1",
      rollover: true,
      status: "confirmed",
    },
    sources: [
      {
        figure: "1 S32 per BHP; record 20 May 2015; demerger 25 May 2015; 92.9 % BHP, 7.1 % S32",
        reference: "ATO Class Ruling CR 2015/40, as summarised by Macquarie",
        url: "https://www.macquarie.com/au/advisers/campaigns/wrap-tax/fast-facts/bhp-billiton-limited",
      },
      {
        figure: "BHP traded with the entitlement until the end of 15 May 2015 (ex-date 18 May 2015)",
        reference: "BHP Billiton, shareholder approval of the demerger, 6 May 2015",
        url: "https://corecommunique.com/shareholder-support-for-demerger-of-south32-by-bhp-billiton",
      },
    ],
    notes: ["The $2.25 demerger dividend per BHP share is non-assessable non-exempt income: nothing to record."],
  },
  {
    key: "WES-COL-2018",
    title: "Wesfarmers demerger of Coles",
    symbol: "WES",
    entitlementDate: "2018-11-20",
    terms: {
      type: "DEMERGER",
      exDate: "2018-11-21",
      effectiveDate: "2018-11-28",
      newSymbol: "COL",
      newName: "Coles Group Limited",
      newSharesPerOld: "1",
      headCostBasePercent: "71.09",
      demergedCostBasePercent: "28.91",
      rollover: true,
      status: "confirmed",
    },
    sources: [
      {
        figure: "71.09 % WES, 28.91 % COL (VWAPs $31.5848 WES, $12.8459 COL)",
        reference: "ATO Class Ruling CR 2018/59 paras 68–69",
        url: "https://support.class.com.au/hc/en-au/articles/360001302196-28-November-2018-Demerger-of-Coles-COL-from-Wesfarmers-WES",
      },
      {
        figure: "ex-entitlement trading from 21 Nov 2018, record 22 Nov 2018, implemented 28 Nov 2018, 1 COL per WES",
        reference: "Wesfarmers, Coles demerger",
        url: "https://www.wesfarmers.com.au/our-businesses/coles/coles-demerger",
      },
    ],
    notes: ["The capital reduction per share is not entered: with roll-over (the usual choice) it is disregarded."],
  },
  {
    key: "WOW-EDV-2021",
    title: "Woolworths demerger of Endeavour Group",
    symbol: "WOW",
    entitlementDate: "2021-06-23",
    terms: {
      type: "DEMERGER",
      exDate: "2021-06-24",
      effectiveDate: "2021-07-01",
      newSymbol: "EDV",
      newName: "Endeavour Group Limited",
      newSharesPerOld: "1",
      headCostBasePercent: "85.81",
      demergedCostBasePercent: "14.19",
      capitalReturnPerShare: "0.71",
      rollover: true,
      status: "confirmed",
    },
    sources: [
      {
        figure: "85.81 % WOW, 14.19 % EDV; 1 EDV per WOW; ex-entitlement from 24 Jun 2021, record 25 Jun 2021",
        reference: "ATO Class Ruling CR 2021/50, as published by Woolworths Group",
        url: "https://www.woolworthsgroup.com.au/page/investors/shareholder-information/endeavour-group-demerger",
      },
      {
        figure: "capital return of 71 cents per WOW share; demerger on 1 July 2021",
        reference: "ATO, Woolworths Group Limited – demerger of Endeavour Group Limited",
        url: "https://www.ato.gov.au/Individuals/Ind/Events-affecting-shareholders/Woolworths-Group-Limited---demerger-of-Endeavour-Group-Limited/",
      },
    ],
    notes: ["Record date (FY2021) and implementation (FY2022) fall in different financial years."],
  },
  {
    key: "TAH-TLC-2022",
    title: "Tabcorp demerger of The Lottery Corporation",
    symbol: "TAH",
    entitlementDate: "2022-05-23",
    terms: {
      type: "DEMERGER",
      exDate: "2022-05-24",
      effectiveDate: "2022-06-01",
      newSymbol: "TLC",
      newName: "The Lottery Corporation Limited",
      newSharesPerOld: "1",
      headCostBasePercent: "17.76",
      demergedCostBasePercent: "82.24",
      capitalReturnPerShare: "3.42",
      rollover: true,
      status: "confirmed",
    },
    sources: [
      {
        figure: "17.76 % TAH, 82.24 % TLC (the demerged company the larger)",
        reference: "ATO Class Ruling CR 2022/58, as quoted by Sharesight",
        url: "https://community.sharesight.com/t/tabcorp-demerger/966",
      },
      {
        figure: "ex-demerger trading from 24 May 2022, record 25 May 2022, implemented 1 Jun 2022, 1 TLC per TAH",
        reference: "Tabcorp, court approval of the demerger scheme",
        url: "https://lotterydaily.com/2022/05/20/news/nsw-supreme-court-green-lights-tabcorp-lottery-demerger/",
      },
    ],
    notes: [
      "The $3.42 capital reduction per TAH share is quoted from CR 2022/58 by a forum post, not read in the ruling itself: check it before choosing no roll-over.",
    ],
  },
  {
    key: "BHP-WDS-2022",
    title: "BHP in-specie dividend of Woodside shares",
    symbol: "BHP",
    entitlementDate: "2022-05-24",
    terms: {
      type: "IN_SPECIE_DIVIDEND",
      exDate: "2022-05-25",
      payDate: "2022-06-01",
      newSymbol: "WDS",
      newName: "Woodside Energy Group Ltd",
      sharesPerHeld: "1:5.534",
      marketValuePerShare: "29.76",
      frankingPercent: "100",
      companyTaxRate: "0.30",
      fractions: "down",
    },
    sources: [
      {
        figure: "1 Woodside share per 5.5340 BHP shares held on 26 May 2022; fully franked; paid 1 Jun 2022",
        reference: "BHP, determination of in specie dividend, 20 May 2022",
        url: "https://www.oilandgasonline.com/doc/determination-of-in-specie-dividend-in-connection-with-the-woodside-merger-0001",
      },
      {
        figure: "cost base $29.76 per WDS share; BHP's cost base unchanged",
        reference: "ATO Class Ruling CR 2022/60, as applied by BGL Simple Fund 360",
        url: "https://support.sf360.com.au/hc/en-au/articles/7248598140813-How-to-process-BHP-In-Specie-Dividend-in-connection-with-the-Woodside-Merger",
      },
    ],
    notes: [
      "Not a demerger: BHP's cost base does not change (a 52 / 48 split, as one tool suggests, is wrong).",
      "The ex-date is the record date's trading day before (T+2 settlement); the registry rounded each holding's entitlement down.",
    ],
  },
  {
    key: "QAN-ROC-2015",
    title: "Qantas return of capital (with a 1 → 0.939 consolidation)",
    symbol: "QAN",
    entitlementDate: "2015-10-26",
    terms: {
      type: "RETURN_OF_CAPITAL",
      exDate: "2015-10-27",
      payDate: "2015-11-06",
      amountPerShare: "0.23",
    },
    sources: [
      {
        figure:
          "$0.23 per share held on the record date 29 Oct 2015 (pre-consolidation); paid 6 Nov 2015; 1 share → 0.939, fractions rounded up",
        reference: "ATO Class Ruling CR 2015/101, as summarised by Macquarie",
        url: "https://www.macquarie.com/au/advisers/campaigns/wrap-tax/fast-facts/qantas-airways-limited-qan-return-of-capital-and-share-consolidation",
      },
      {
        figure: "capital return and consolidation both took effect 6 Nov 2015",
        reference: "Qantas, letter to ASX enclosing CR 2015/101, 26 Nov 2015",
        url: "https://studylib.net/doc/8083031/ato-class-ruling",
      },
    ],
    notes: [
      "Record a CONSOLIDATION of 1000:939 as well (Macquarie dates it 30 Oct 2015, Qantas 6 Nov 2015); the amount is per pre-consolidation share, so either order gives the same parcels.",
      "Ex-date not found in a source: 27 Oct 2015 is two trading days before the 29 Oct record date under the T+3 settlement of 2015.",
    ],
  },
  {
    key: "TTS-TAH-2017",
    title: "Tabcorp takeover of Tatts (scheme of arrangement)",
    symbol: "TTS",
    entitlementDate: "2017-12-19",
    terms: {
      type: "TAKEOVER",
      effectiveDate: "2017-12-22",
      cashPerShare: "0.265",
      acquirerSymbol: "TAH",
      acquirerName: "Tabcorp Holdings Limited",
      scripPerShare: "0.8",
      scripValuePerShare: "5.5897",
      rollover: true,
      fractions: "nearest",
    },
    sources: [
      {
        figure: "0.80 TAH and $0.265 cash per TTS share held on 19 Dec 2017, implemented 22 Dec 2017",
        reference: "Tabcorp, Tabcorp-Tatts combination",
        url: "https://tabcorp.com.au/investors/tabcorp-tatts-combination",
      },
      {
        figure: "one-day VWAP of a Tabcorp share $5.5897; proceeds per Tatts share $4.7368",
        reference: "ATO, Tabcorp – Tatts Scheme of Arrangement (2018 tax return instructions)",
        url: "https://www.ato.gov.au/individuals-and-families/your-tax-return/instructions-to-complete-your-tax-return/paper-tax-return-instructions/2018/supporting-information/tabcorp-tatts-scheme-of-arrangement",
      },
      {
        figure: "fractional TAH entitlements rounded to the nearest share, a half rounded up",
        reference: "Mclowd, the Tatts Group or Tabcorp share transfer",
        url: "https://mclowd.com/knowledge-base/action-the-tatts-group-or-tabcorp-share-transfer/",
      },
    ],
    notes: [
      "The $0.16 fully franked special dividend paid 19 Dec 2017 is a dividend: record it as one.",
      "Class used TAH's $5.59 close instead of the ATO's $5.5897 VWAP; either is a reasonable market value.",
    ],
  },
  {
    key: "WPL-WDS-2022",
    title: "Woodside Petroleum renamed Woodside Energy Group (WPL → WDS)",
    symbol: "WPL",
    entitlementDate: "2022-05-25",
    terms: {
      type: "CODE_CHANGE",
      effectiveDate: "2022-05-25",
      newSymbol: "WDS",
      newName: "Woodside Energy Group Ltd",
    },
    sources: [
      {
        figure: "WPL → WDS on 25 May 2022; quantity, cost base and past income unchanged",
        reference: "Navexa, how to record the BHP–Woodside merger",
        url: "https://help.navexa.com/en/articles/12687689-how-to-record-the-bhp-woodside-wds-merger-and-special-dividend-in-navexa",
      },
      {
        figure: "the change of company name was put to Woodside's AGM of 19 May 2022 (item 7)",
        reference: "Woodside Petroleum, notice of annual general meeting 2022",
        url: "https://ih.advfn.com/stock-market/NYSE/bhp-BHP/stock-news/87794428/filing-of-certain-prospectuses-and-communications",
      },
    ],
    notes: ["The date of the code change is from a secondary source (Navexa); no ASX notice was found to confirm it."],
  },
];
