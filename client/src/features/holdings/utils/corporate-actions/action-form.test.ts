import { describe, expect, it } from "vitest";
import { CORPORATE_ACTION_TYPES } from "@shared/contracts/corporate-actions";
import { KNOWN_ACTIONS } from "@shared/domain/corporate-actions/known-actions";
import { ACTION_TYPE_ORDER, ACTION_TYPE_SPECS } from "./action-fields";
import { bodyFromForm, changeType, emptyActionForm, formFromTerms } from "./action-form";

const STOCK = "6f1c2b1e-3d4a-4b5c-8d6e-7f8091a2b3c4";
const known = (key: string) => KNOWN_ACTIONS.find((action) => action.key === key)!;

describe("the field lists", () => {
  it("cover every type once, each field named once", () => {
    expect([...ACTION_TYPE_ORDER].sort()).toEqual([...CORPORATE_ACTION_TYPES].sort());
    for (const type of CORPORATE_ACTION_TYPES) {
      const names = ACTION_TYPE_SPECS[type].fields.map((field) => field.name);
      expect(new Set(names).size, type).toBe(names.length);
    }
  });

  it("give the rights issue the share purchase plan's note, and the elections to the types that have them", () => {
    expect(ACTION_TYPE_SPECS.RIGHTS_ISSUE.note).toBe(
      "A share purchase plan is not a rights issue: enter it as a BUY (Add trade) on its issue date.",
    );
    const withField = (name: string) =>
      CORPORATE_ACTION_TYPES.filter((type) => ACTION_TYPE_SPECS[type].fields.some((f) => f.name === name));
    expect(withField("rollover")).toEqual(["DEMERGER", "TAKEOVER"]);
    expect(withField("unitsReceived")).toEqual(["DEMERGER", "IN_SPECIE_DIVIDEND", "TAKEOVER", "BONUS_ISSUE"]);
  });
});

describe("emptyActionForm", () => {
  it("starts a demerger with roll-over chosen, confirmed, fractions rounded down and every text blank", () => {
    const { fields } = emptyActionForm("DEMERGER");
    expect(fields.rollover).toBe(true);
    expect(fields.status).toBe("confirmed");
    expect(fields.fractions).toBe("down");
    expect(fields.exDate).toBe("");
    expect(fields.capitalReturnPerShare).toBe("");
  });
});

describe("formFromTerms and bodyFromForm", () => {
  it("fill the form from every known action and give back each of its terms in the body, for the held stock", () => {
    for (const action of KNOWN_ACTIONS) {
      const result = bodyFromForm(formFromTerms(action.terms.type, action.terms), STOCK);
      const terms = Object.fromEntries(Object.entries(action.terms).filter(([, value]) => value !== null));
      expect(result, action.key).toHaveProperty("body");
      expect((result as { body: object }).body, action.key).toMatchObject({ stockId: STOCK, ...terms });
    }
  });

  it("sends WES → COL's figures as strings, roll-over as a boolean, blanks left out", () => {
    const result = bodyFromForm(formFromTerms("DEMERGER", known("WES-COL-2018").terms), STOCK);
    expect(result).toEqual({
      body: {
        type: "DEMERGER",
        stockId: STOCK,
        exDate: "2018-11-21",
        effectiveDate: "2018-11-28",
        newSymbol: "COL",
        newName: "Coles Group Limited",
        newSharesPerOld: "1",
        headCostBasePercent: "71.09",
        demergedCostBasePercent: "28.91",
        rollover: true,
        status: "confirmed",
        fractions: "down",
      },
    });
  });

  it("refuses percentages that do not add up to 100 in the contract's words", () => {
    const values = formFromTerms("DEMERGER", { ...known("WES-COL-2018").terms, headCostBasePercent: "71" });
    expect(bodyFromForm(values, STOCK)).toEqual({ error: "Cost base percentages must add up to 100: 71 + 28.91 = 99.91" });
  });

  it("names the field a blank required date is missing from", () => {
    const result = bodyFromForm(emptyActionForm("RETURN_OF_CAPITAL"), STOCK);
    expect(result).toHaveProperty("error");
    expect((result as { error: string }).error).toMatch(/Ex-date/);
  });

  it("writes a stored ratio as the form reads it: 1 for one per held, 1:5.534 for one per 5.534", () => {
    const values = formFromTerms("IN_SPECIE_DIVIDEND", { sharesPerHeld: { received: "1", held: "5.534" } });
    expect(values.fields.sharesPerHeld).toBe("1:5.534");
    expect(formFromTerms("DEMERGER", { newSharesPerOld: { received: "1", held: "1" } }).fields.newSharesPerOld).toBe("1");
  });

  it("drops blank rows of rights and names the row of a problem", () => {
    const base = formFromTerms("RIGHTS_ISSUE", { exDate: "2024-02-20", rightsPerHeld: "1:4", pricePerShare: "5.00" });
    const blankRow = {
      ...base,
      fields: {
        ...base.fields,
        takenUp: [
          { date: "", units: "" },
          { date: "2024-03-12", units: "600" },
        ],
      },
    };
    expect(bodyFromForm(blankRow, STOCK)).toEqual({
      body: {
        type: "RIGHTS_ISSUE",
        stockId: STOCK,
        exDate: "2024-02-20",
        rightsPerHeld: "1:4",
        pricePerShare: "5.00",
        takenUp: [{ date: "2024-03-12", units: "600" }],
        sold: [],
        fractions: "down",
      },
    });
    const noUnits = { ...base, fields: { ...base.fields, sold: [{ date: "2024-03-05", units: "", proceeds: "310.05" }] } };
    expect((bodyFromForm(noUnits, STOCK) as { error: string }).error).toMatch(/^Rights sold, row 1: /);
  });
});

describe("changeType", () => {
  it("keeps what the two types share and starts the rest afresh", () => {
    const demerger = formFromTerms("DEMERGER", known("WES-COL-2018").terms);
    const next = changeType(demerger, "IN_SPECIE_DIVIDEND");
    expect(next.type).toBe("IN_SPECIE_DIVIDEND");
    expect(next.fields.exDate).toBe("2018-11-21");
    expect(next.fields.newSymbol).toBe("COL");
    expect(next.fields.payDate).toBe("");
    expect(next.fields.companyTaxRate).toBe("0.30");
    expect(next.fields).not.toHaveProperty("headCostBasePercent");
  });
});
