// Corporate actions in a return (issue 48, docs/decisions/063-corporate-actions-in-returns.md): what
// the replay recorded of each action (ledger/replay-state.ts `ActionRecord`) and the action's own
// terms, as flows. Money that leaves the holdings is a flow of the portfolio's: a capital return's
// cash (on its ex-date, as a dividend's), a takeover's cash (on its date), rights sold; rights taken
// up are money put in. Value that moves from one holding to another is no flow of the portfolio's but
// a transfer between the two holdings, so each holding's figures show it: a demerger moves the
// demerged parcels' cost base (its share of the head's) out of the head and into the new holding on
// the ex-date, a takeover's scrip moves the scrip's cost base to the acquirer, and an in-specie
// dividend is the payer's dividend (its income) and the new holding's start. Shares owed from an
// ex-date and received later count at that value until they arrive, as a reinvested dividend's do.
// An action's dividend (in specie, a bonus issue's) carries its franking credit as a dividend does.
import type { CorporateAction } from "../corporate-actions";
import { dividendFigures, type ActionRecord } from "../ledger";
import { times, toScaled } from "../ledger/scaled";
import type { Receivable, ReturnFlow } from "./flows";
import { money, moneyText, type Money } from "./money";

export interface ActionFlows {
  /** The portfolio's flows (and so each holding's). */
  flows: ReturnFlow[];
  /** Between two holdings: each holding's flows, none of the portfolio's (they add up to nothing). */
  transfers: ReturnFlow[];
  receivables: Receivable[];
}

const sumOf = (values: readonly string[]): Money => values.reduce((sum, value) => sum + toScaled(value), 0n);

/** A dividend of `amount` in all, franked at `frankingPercent`: its franking credit (ledger/dividends.ts). */
function frankingCreditOf(amount: Money, stockId: string, exDate: string, frankingPercent: string, companyTaxRate: string): Money {
  const { figures } = dividendFigures({
    id: "",
    stockId,
    exDate,
    payDate: null,
    amountPerShare: moneyText(amount),
    units: "1",
    frankingPercent,
    companyTaxRate,
    drpUnits: null,
    drpPrice: null,
    status: "confirmed",
  });
  return figures ? money(figures.frankingCredit) : 0n;
}

/** The flows, transfers and receivables of `actions` that the replay applied (`records`: ReplayResult.actions). */
export function actionFlows(actions: readonly CorporateAction[], records: readonly ActionRecord[]): ActionFlows {
  const recordOf = new Map(records.map((record) => [record.actionId, record]));
  const result: ActionFlows = { flows: [], transfers: [], receivables: [] };
  const flow = (date: string, stockId: string, kind: ReturnFlow["kind"], amount: Money) => {
    if (amount > 0n) result.flows.push({ date, stockId, kind, amount });
  };
  /** `amount` moves on `date` from `from`'s holding to `to`'s. */
  const transfer = (date: string, from: string, to: string, amount: Money, outKind: ReturnFlow["kind"] = "transfer-out") => {
    if (amount <= 0n) return;
    result.transfers.push({ date, stockId: from, kind: outKind, amount }, { date, stockId: to, kind: "transfer-in", amount });
  };
  const owed = (stockId: string, from: string, until: string, amount: Money) => {
    if (amount > 0n && until > from) result.receivables.push({ stockId, from, until, amount });
  };
  for (const action of actions) {
    const record = recordOf.get(action.id);
    if (!record) continue; // after the replay's end, or not an action of this ledger
    const entitled = toScaled(record.entitledUnits);
    const opened = sumOf(record.opened.map((parcel) => parcel.costBase));
    switch (action.type) {
      case "RETURN_OF_CAPITAL":
        flow(action.exDate, action.stockId, "capital-return", times(entitled, toScaled(action.amountPerShare)));
        break;
      case "TAKEOVER":
        flow(action.effectiveDate, action.stockId, "takeover-cash", times(entitled, toScaled(action.cashPerShare)));
        if (action.acquirerStockId !== null) transfer(action.effectiveDate, action.stockId, action.acquirerStockId, opened);
        break;
      case "DEMERGER":
        transfer(action.exDate, action.stockId, action.newStockId, opened);
        owed(action.newStockId, action.exDate, action.effectiveDate, opened);
        break;
      case "IN_SPECIE_DIVIDEND":
        transfer(action.exDate, action.stockId, action.newStockId, opened, "dividend");
        owed(action.newStockId, action.exDate, action.payDate, opened);
        flow(
          action.exDate,
          action.stockId,
          "franking-credit",
          frankingCreditOf(opened, action.stockId, action.exDate, action.frankingPercent, action.companyTaxRate),
        );
        break;
      case "BONUS_ISSUE": {
        // With a dividend the bonus shares cost it: the holding's cost base grows by the dividend.
        const dividend = toScaled(record.costBaseChange);
        if (action.dividendPerShare !== null && dividend > 0n)
          flow(
            action.exDate,
            action.stockId,
            "franking-credit",
            frankingCreditOf(dividend, action.stockId, action.exDate, action.frankingPercent, action.companyTaxRate),
          );
        break;
      }
      case "RIGHTS_ISSUE":
        for (const taken of action.takenUp)
          flow(taken.date, action.stockId, "buy", times(toScaled(taken.units), toScaled(action.pricePerShare)));
        for (const sold of action.sold) flow(sold.date, action.stockId, "sale", toScaled(sold.proceeds));
        break;
      case "CODE_CHANGE":
      case "WORTHLESS":
        break;
    }
  }
  return result;
}
