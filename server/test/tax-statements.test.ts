// ETF annual tax statements, the tax entity and the loss brought in (issue 47) through the API: the
// brief's VAS-like example (docs/domain.md "ETF and managed fund tax statements") to the cent
// under every entity — $330 for an individual or a trust, $440 for an SMSF, $660 for a company,
// where taking the statement's $500 as final would give $160 — the statement's refusals, its place
// in the income report (with the cash reconciliation), and a statement entered after a later sale.
import { describe, expect, it } from "vitest";
import { addTrade } from "./support/ledger";
import { VAS_FY2024, addStatement, taxStatementHolders } from "./support/tax-statements";

const { app, holder: exampleHolder } = taxStatementHolders();

async function refused(res: PromiseLike<{ status: number; body: { code: string; error: string } }>, status: number, code: string) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.code).toBe(code);
  return answer.body.error;
}

describe("the brief's VAS-like example, FY 2024", () => {
  it.each([
    ["individual", "50 %", "330.00"],
    ["trust", "50 %", "330.00"],
    ["smsf", "33⅓ %", "440.00"],
    ["company", "none", "660.00"],
  ])("as %s (discount %s): net capital gain $%s, the trust gains grossed up before the loss of 400.00", async (entity, discount, net) => {
    const { agent, vas } = await exampleHolder();
    const statement = await addStatement(agent, vas);
    expect(statement).toMatchObject({ amit: true, costBaseAdjustment: "-35.00", grossedUpCapitalGains: "1000.00" });
    const settings = (await agent.put("/api/holdings/settings").send({ taxEntity: entity }).expect(200)).body;
    expect(settings).toMatchObject({ taxEntity: entity, cgtDiscount: discount, parcelMethod: "fifo" });
    const cgt = (await agent.get("/api/cgt?fy=2024").expect(200)).body;
    expect(cgt).toMatchObject({ taxEntity: entity, cgtDiscount: discount });
    expect(cgt.trustLines).toEqual([
      expect.objectContaining({ symbol: "VAS", fy: 2024, kind: "discounted", asStated: "500.00", gain: "1000.00", discountEligible: true }),
      expect.objectContaining({ symbol: "VAS", fy: 2024, kind: "other", asStated: "60.00", gain: "60.00", discountEligible: false }),
    ]);
    expect(cgt.totals).toMatchObject({
      capitalGains: "1060.00",
      capitalLosses: "400.00",
      discountableGains: "1000.00",
      netCapitalGain: net,
    });
    // The CSV follows the entity: its discount, and the fund's gains as lines beside the sale.
    const csv = (await agent.get("/api/cgt?fy=2024&format=csv").expect(200)).text.split("\r\n");
    expect(csv).toContain(`CGT discount,${discount}`);
    expect(csv).toContain(`Net capital gain,${net}`);
    expect(csv, csv.join("\n")).toContain(`FY 2024,VAS,,,,,,1000.00,Yes,"Trust capital gain (discounted, grossed up)"`);
  });

  it("changing the entity re-computes the year, and the default is an individual", async () => {
    const { agent, vas } = await exampleHolder();
    await addStatement(agent, vas);
    expect((await agent.get("/api/holdings/settings").expect(200)).body).toMatchObject({ taxEntity: "individual", cgtDiscount: "50 %" });
    await agent.put("/api/holdings/settings").send({ taxEntity: "company" }).expect(200);
    expect((await agent.get("/api/cgt?fy=2024").expect(200)).body.totals.netCapitalGain).toBe("660.00");
    await agent.put("/api/holdings/settings").send({ taxEntity: "individual" }).expect(200);
    expect((await agent.get("/api/cgt?fy=2024").expect(200)).body.totals.netCapitalGain).toBe("330.00");
  });

  it("the income report: the statement's components replace the fund's four cash distributions, and their cash agrees", async () => {
    const { agent, vas, distributions } = await exampleHolder();
    const statement = await addStatement(agent, vas);
    expect(statement.reconciliation).toEqual({
      statementCash: "2800.00",
      distributionsCash: "2800.00",
      difference: "0.00",
      distributions: 4,
      distributionIds: distributions,
      agrees: true,
    });
    // The 1 Jul 2024 ex-date is FY 2024's entitlement though paid in FY 2025: neither year lists it.
    for (const fy of [2024, 2025]) {
      const income = (await agent.get(`/api/income?fy=${fy}`).expect(200)).body;
      expect(income.lines.filter((line: { symbol: string }) => line.symbol === "VAS")).toEqual([]);
    }
    const income = (await agent.get("/api/income?fy=2024").expect(200)).body;
    expect(income.coveredDistributions).toBe(3);
    expect(income.trusts.lines).toEqual([
      expect.objectContaining({
        symbol: "VAS",
        cashDistribution: "2800.00",
        frankedDistributions: "2400.00",
        frankingCredits: "1000.00",
        otherIncome: "220.00",
        foreignIncome: "180.00",
        foreignIncomeTaxOffset: "20.00",
        nonAssessable: "500.00",
      }),
    ]);
  });

  it("reconciliation: a year whose distributions do not add up to the statement's cash says by how much", async () => {
    const { agent, vas, distributions } = await exampleHolder();
    await agent.delete(`/api/dividends/${distributions[3]}`).expect(200);
    const statement = await addStatement(agent, vas);
    expect(statement.reconciliation).toMatchObject({ distributionsCash: "2100.00", difference: "700.00", distributions: 3, agrees: false });
    const listed = (await agent.get("/api/tax-statements").expect(200)).body;
    expect(listed.statements[0].reconciliation.agrees).toBe(false);
    expect(listed.funds).toContainEqual(
      expect.objectContaining({ symbol: "VAS", fy: 2024, status: "confirmed", statementId: statement.id }),
    );
  });

  it("a fund's year without a statement is estimated", async () => {
    const { agent, vas } = await exampleHolder();
    await agent
      .post("/api/dividends")
      .send({ stockId: vas, exDate: "2024-10-01", payDate: "2024-10-16", amountPerShare: "0.80" })
      .expect(201);
    await addStatement(agent, vas);
    const { funds } = (await agent.get("/api/tax-statements").expect(200)).body;
    expect(funds.map((fund: { fy: number; status: string }) => [fund.fy, fund.status])).toEqual([
      [2025, "estimated"],
      [2024, "confirmed"],
    ]);
  });
});

describe("a loss brought in from before the ledger", () => {
  it("enters the first year the ledger covers and the loss ordering after that year's own losses", async () => {
    const { agent, vas } = await exampleHolder();
    await addStatement(agent, vas);
    const settings = (
      await agent.put("/api/holdings/settings").send({ lossBroughtIn: "1000.00", lossBroughtInNote: "2020 return, label V" }).expect(200)
    ).body;
    // The first trade is 10 Aug 2020: FY 2021.
    expect(settings).toMatchObject({ lossBroughtIn: "1000.00", lossBroughtInNote: "2020 return, label V", lossBroughtInYear: 2021 });
    expect((await agent.get("/api/cgt?fy=2021").expect(200)).body.totals).toMatchObject({
      lossBroughtForward: "1000.00",
      lossCarriedForward: "1000.00",
    });
    // FY 2024: the $400 loss leaves 660 of the grossed-up gain; the 1,000 brought forward takes it all; 340 carried.
    expect((await agent.get("/api/cgt?fy=2024").expect(200)).body.totals).toMatchObject({
      lossBroughtForward: "1000.00",
      netCapitalGain: "0.00",
      lossCarriedForward: "340.00",
    });
    // A field left out keeps its value.
    expect((await agent.put("/api/holdings/settings").send({ taxEntity: "smsf" }).expect(200)).body).toMatchObject({
      lossBroughtIn: "1000.00",
    });
  });

  it("refuses a negative loss, fractions of a cent and an empty change, with a message", async () => {
    const { agent } = await app().signedInAgent();
    expect(await refused(agent.put("/api/holdings/settings").send({ lossBroughtIn: "-5" }), 400, "validation_failed")).toMatch(
      /Loss brought in/,
    );
    expect(await refused(agent.put("/api/holdings/settings").send({ lossBroughtIn: "1.005" }), 400, "validation_failed")).toMatch(
      /dollars and cents/,
    );
    expect(await refused(agent.put("/api/holdings/settings").send({ taxEntity: "partnership" }), 400, "validation_failed")).toMatch(
      /individual, trust, smsf or company/,
    );
    expect(await refused(agent.put("/api/holdings/settings").send({}), 400, "validation_failed")).toMatch(/Nothing to update/);
  });
});

describe("a statement's refusals: a clear 4xx and nothing written", () => {
  it("refuses a year none of the fund was held, a second statement for the fund and year, negatives, and too many franking credits", async () => {
    const { agent, vas } = await exampleHolder();
    expect(await refused(agent.post("/api/tax-statements").send({ stockId: vas, ...VAS_FY2024, fy: 2020 }), 422, "ledger_refused")).toBe(
      "No VAS was held in FY 2019-20 (1 Jul 2019 to 30 Jun 2020): a tax statement needs units held in its year",
    );
    expect(
      await refused(agent.post("/api/tax-statements").send({ stockId: vas, ...VAS_FY2024, interest: "-1.00" }), 400, "validation_failed"),
    ).toMatch(/Interest/);
    expect(
      await refused(
        agent.post("/api/tax-statements").send({ stockId: vas, ...VAS_FY2024, frankingCredits: "1028.58" }),
        400,
        "validation_failed",
      ),
    ).toMatch(/more than franked distributions of 2400.00 allow \(at most 1028.57/);
    expect(
      await refused(
        agent.post("/api/tax-statements").send({ stockId: vas, ...VAS_FY2024, amitShortfall: "3.00" }),
        400,
        "validation_failed",
      ),
    ).toMatch(/excess or a shortfall, not both/);
    expect(
      await refused(agent.post("/api/tax-statements").send({ stockId: vas, ...VAS_FY2024, fy: "last year" }), 400, "validation_failed"),
    ).toMatch(/financial year like 2024/);
    expect((await agent.get("/api/tax-statements").expect(200)).body.statements).toEqual([]);
    await addStatement(agent, vas);
    expect(await refused(agent.post("/api/tax-statements").send({ stockId: vas, ...VAS_FY2024 }), 409, "conflict")).toBe(
      "VAS already has a tax statement for FY 2023-24: edit that one",
    );
    expect((await agent.get("/api/tax-statements").expect(200)).body.statements).toHaveLength(1);
  });

  it("an edit is checked as a whole and keeps the rest; another user's statement is 404", async () => {
    const { agent, vas } = await exampleHolder();
    const statement = await addStatement(agent, vas);
    expect(
      await refused(agent.patch(`/api/tax-statements/${statement.id}`).send({ frankedDistributions: "100.00" }), 400, "validation_failed"),
    ).toMatch(/Franking credits of 1000.00 are more than franked distributions of 100.00/);
    const edited = (await agent.patch(`/api/tax-statements/${statement.id}`).send({ otherCapitalGains: "80.00" }).expect(200)).body;
    expect(edited).toMatchObject({ otherCapitalGains: "80.00", frankingCredits: "1000.00" });
    // 80 non-discount first: the $400 loss leaves 680 of the grossed-up 1,000 → 340.00.
    expect((await agent.get("/api/cgt?fy=2024").expect(200)).body.totals.netCapitalGain).toBe("340.00");
    const other = (await app().signedInAgent()).agent;
    await refused(other.patch(`/api/tax-statements/${statement.id}`).send({ interest: "1.00" }), 404, "not_found");
    await refused(other.delete(`/api/tax-statements/${statement.id}`), 404, "not_found");
    await refused(other.post("/api/tax-statements").send({ stockId: vas, ...VAS_FY2024 }), 404, "not_found");
    expect((await agent.delete(`/api/tax-statements/${statement.id}`).expect(200)).body.message).toBe("Tax statement deleted");
    // Without it FY 2024 is the loss alone, carried forward.
    expect((await agent.get("/api/cgt?fy=2024").expect(200)).body.totals).toMatchObject({
      netCapitalGain: "0.00",
      lossCarriedForward: "400.00",
    });
  });

  it("a non-AMIT fund's statement (no excess or shortfall) reduces cost base by its tax-deferred amount", async () => {
    const { agent, vas } = await exampleHolder();
    const statement = await addStatement(agent, vas, { amitExcess: null, amitShortfall: null, taxDeferred: "40.00" });
    expect(statement).toMatchObject({ amit: false, amitExcess: null, amitShortfall: null, costBaseAdjustment: "-40.00" });
  });
});

describe("the cost base net amount moves the parcels (pro rata per unit over the year's entitlements)", () => {
  it("the brief's example: −$0.035 a unit, parcel A $49,188.50 and B $35,195.50; deleting the statement puts them back", async () => {
    const { agent, vas } = await exampleHolder();
    const costBases = async () =>
      (await agent.get(`/api/holdings/${vas}/parcels`).expect(200)).body.map((parcel: { costBase: string }) => parcel.costBase);
    expect(await costBases()).toEqual(["49209.50", "35209.50"]);
    const statement = await addStatement(agent, vas);
    expect(await costBases()).toEqual(["49188.50", "35195.50"]);
    await agent.delete(`/api/tax-statements/${statement.id}`).expect(200);
    expect(await costBases()).toEqual(["49209.50", "35209.50"]);
  });

  it("an excess above the cost base left is an E10 gain of the statement's year, never a loss", async () => {
    const { agent, xyz } = await exampleHolder();
    // 100 XYZ bought 1 Jan 2023 for $10 each and still 20 held after a partial sale: 20 × 10 = 200 of cost base.
    await addTrade(agent, { stockId: xyz, type: "BUY", tradeDate: "2023-06-01", units: "20", price: "10" });
    await addStatement(agent, xyz, {
      cashDistribution: "0",
      frankedDistributions: "0",
      frankingCredits: "0",
      otherAustralianIncome: "0",
      foreignIncome: "0",
      foreignIncomeTaxOffset: "0",
      discountedCapitalGains: "0",
      cgtConcessionAmount: "0",
      otherCapitalGains: "0",
      amitExcess: "250.00",
    });
    const cgt = (await agent.get("/api/cgt?fy=2024").expect(200)).body;
    expect(cgt.lines).toContainEqual(
      expect.objectContaining({
        event: "E10",
        symbol: "XYZ",
        soldOn: "2024-06-30",
        proceeds: "250.00",
        costBase: "200.00",
        gain: "50.00",
        discountEligible: true,
      }),
    );
  });
});

describe("a statement entered after a sale in the next year", () => {
  it("re-computes the next year's figures: the FY 2024 loss is used by the trust gains, and the sale's cost base carries the excess", async () => {
    const { agent, vas } = await exampleHolder();
    // FY 2025: 100 VAS of parcel A sold at $95.00 → gain 9,500 − 8,201.583333… = 1,298.42, discountable.
    await addTrade(agent, { stockId: vas, type: "SELL", tradeDate: "2024-09-02", units: "100", price: "95" });
    const before = (await agent.get("/api/cgt?fy=2025").expect(200)).body.totals;
    expect(before).toMatchObject({ lossBroughtForward: "400.00", netCapitalGain: "449.21" });
    await addStatement(agent, vas);
    // The $400 loss is now used in FY 2024, so nothing is carried into FY 2025; and the 100 units sold
    // carried their 4 × 0.00875 = 0.035 a unit of the excess: cost base 3.50 lower, gain 1,301.92, net 650.96.
    const after = (await agent.get("/api/cgt?fy=2025").expect(200)).body;
    expect(after.totals).toMatchObject({ lossBroughtForward: "0.00", capitalGains: "1301.92", netCapitalGain: "650.96" });
  });
});
