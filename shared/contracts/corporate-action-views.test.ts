// The action as stored and listed: its body written back so that sending it again is the same
// action, and the one line that names it.
import { describe, expect, it } from "vitest";
import { KNOWN_ACTIONS } from "../domain/corporate-actions/known-actions";
import { corporateActionBody } from "./corporate-actions";
import { actionRefusalMessage, corporateActionBodyView, describeCorporateAction, ratioText } from "./corporate-action-views";

const stockId = "3f1c2a4e-8d7b-4c1a-9e2f-5b6a7c8d9e0f";
const known = (key: string) => corporateActionBody.parse({ ...KNOWN_ACTIONS.find((entry) => entry.key === key)!.terms, stockId });

describe("an action's body as listed", () => {
  it("writes ratios back as new for held, or per share held", () => {
    expect(ratioText({ received: "1", held: "5.534" })).toBe("1:5.534");
    expect(ratioText({ received: "0.8", held: "1" })).toBe("0.8");
  });

  it.each(KNOWN_ACTIONS.map((entry) => [entry.key] as const))("%s parses back to the same action", (key) => {
    const body = known(key);
    const view = corporateActionBodyView(body);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    expect(corporateActionBody.parse(view)).toEqual(body);
  });

  it("fills in the defaults", () => {
    expect(corporateActionBodyView(known("WES-COL-2018"))).toMatchObject({
      newSharesPerOld: "1",
      capitalReturnPerShare: null,
      unitsReceived: null,
      fractions: "down",
      rollover: true,
      status: "confirmed",
    });
  });

  it("is named in one line", () => {
    const line = (key: string) => describeCorporateAction(corporateActionBodyView(known(key)));
    expect(line("WES-COL-2018")).toBe("Demerger of COL, 1 for 1");
    expect(line("BHP-WDS-2022")).toBe("In-specie dividend of WDS, 1 for 5.534");
    expect(line("TTS-TAH-2017")).toBe("Takeover by TAH, 0.8 TAH for 1 and $0.265 cash per share");
    expect(line("QAN-ROC-2015")).toBe("Return of capital, $0.23 per share");
    expect(line("WPL-WDS-2022")).toBe("Code change to WDS (Woodside Energy Group Ltd)");
    const worthless = corporateActionBody.parse({ type: "WORTHLESS", stockId, date: "2024-03-01", kind: "liquidator_declaration" });
    expect(describeCorporateAction(corporateActionBodyView(worthless))).toBe("Shares declared worthless by the liquidator");
  });

  it("names the action in a refusal", () => {
    expect(actionRefusalMessage({ symbol: "WES", type: "DEMERGER", date: "2018-11-28" }, "No WES was held")).toBe(
      "WES demerger on 28 Nov 2018: No WES was held",
    );
  });
});
