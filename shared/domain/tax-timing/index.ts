// Before 30 June (issue 49): the year's capital-gains position so far, each open parcel's discount
// date and the analysts' view beside it, the 45-day note, and a scenario of sales — figures, never
// advice. Pure functions over the holdings ledger's public ones (replayLedger, capitalGainsForYear,
// discountEligibleFrom, incomeByFinancialYear); the rules are in docs/domain.md "Before 30 June".
export { yearPosition } from "./position";
export { parcelTiming } from "./parcels";
export { estimatedFrankingCredits, frankedDividendsFor, holdingPeriodNote, type HoldingPeriodNote } from "./holding-period";
export { parcelStocks, scenarioOf, type ScenarioRefusal } from "./scenario";
export { scenarioLines, type ScenarioLineKey, type ScenarioSaleDetail } from "./scenario-lines";
