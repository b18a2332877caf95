// The Before 30 June page's words: the brief's sentences, and no banned word in any string of the
// page — its components, its utils, the page, and the shared and server code whose text reaches it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FORTY_FIVE_DAY_SENTENCE,
  TAX_TIMING_HEADER,
  WASH_SALE_SENTENCE,
  fairValueSentence,
  footerSentence,
  fortyFiveDayDetail,
  lossSentence,
  scenarioLineLabel,
  scenarioSentence,
  twelveMonthSentence,
} from "./tax-timing-wording";

const ROOT = path.resolve(import.meta.dirname, "../../../../..");
const BANNED = /\b(should|recommend\w*|save tax|harvest\w*|buy back)\b/gi;

/** Every banned word left once comments are gone and the wash-sale sentence (the ATO's rule, quoted) is taken out. */
function bannedWordsIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.split(WASH_SALE_SENTENCE).join(" ").matchAll(BANNED)].map((match) => match[0]);
}

const filesUnder = (dir: string, pattern: RegExp) =>
  readdirSync(path.join(ROOT, dir))
    .filter((name) => pattern.test(name) && !name.endsWith(".test.ts"))
    .map((name) => path.join(dir, name));

const PAGE_FILES = [
  "client/src/pages/before-30-june-page.tsx",
  "client/src/pages/tax-page.tsx",
  ...filesUnder("client/src/features/holdings/components/tax-timing", /\.tsx$/),
  ...filesUnder("client/src/features/holdings/utils", /^tax-timing-.*\.ts$/),
  "client/src/api/tax-timing.ts",
  "shared/contracts/tax-timing.ts",
  ...filesUnder("shared/domain/tax-timing", /\.ts$/),
  "server/services/tax-timing.ts",
];

describe("banned words", () => {
  it("the check finds them (so it can fail)", () => {
    expect(bannedWordsIn('const a = "You should sell"; const b = `we recommend it`;')).toEqual(["should", "recommend"]);
    expect(bannedWordsIn('"Harvesting losses", "save tax", "buy back later"')).toEqual(["Harvesting", "save tax", "buy back"]);
    // Comments are not page strings; the quoted ATO rule is the one exception.
    expect(bannedWordsIn(`// you should not\nconst s = "${WASH_SALE_SENTENCE}";`)).toEqual([]);
  });

  it("appear in no string of the page's files", () => {
    expect(PAGE_FILES.length).toBeGreaterThan(12);
    for (const file of PAGE_FILES) expect(bannedWordsIn(readFileSync(path.join(ROOT, file), "utf8")), file).toEqual([]);
  });

  it("appear in no sentence the page builds", () => {
    const sentences = [
      TAX_TIMING_HEADER,
      footerSentence("fifo"),
      footerSentence("minimise"),
      twelveMonthSentence({ discountFrom: "2025-06-21", daysToDiscount: 19, discountDateConservative: true }, "2025-06-02"),
      lossSentence("-819.95"),
      fairValueSentence("22.00", 4, "-27.27"),
      FORTY_FIVE_DAY_SENTENCE,
      fortyFiveDayDetail("2025-07-05", { exDate: "2025-07-08", heldFortyFiveDaysOn: "2025-08-20" }),
      scenarioSentence(2025, "30.05", "450.00"),
    ];
    for (const sentence of sentences) expect(bannedWordsIn(`"${sentence}"`), sentence).toEqual([]);
  });
});

describe("the brief's sentences", () => {
  it("header, footer, 45-day and wash-sale, word for word", () => {
    expect(TAX_TIMING_HEADER).toBe("Before 30 June — your figures, not advice");
    expect(footerSentence("fifo")).toBe(
      "Calculated from the trades and prices you entered, using FIFO. It does not consider your objectives, financial situation or needs and is not financial or tax advice. Check with a registered tax agent before you act.",
    );
    expect(WASH_SALE_SENTENCE).toBe(
      "The ATO can cancel a capital loss if you sell and buy back the same or a substantially similar investment to obtain a tax benefit ('wash sale', TR 2008/1). No waiting period makes this safe.",
    );
    expect(FORTY_FIVE_DAY_SENTENCE).toBe(
      "If your franking credits for the year are over $5,000, you generally need to hold shares at risk for 45 days (not counting the purchase and sale days) to claim them.",
    );
  });

  it("the 12-month date, in the app's date style: in 19 days, today, or reached", () => {
    const xyz = { discountFrom: "2025-06-21", daysToDiscount: 19, discountDateConservative: false };
    expect(twelveMonthSentence(xyz, "2025-06-02")).toBe(
      "Held 12 months on 21 Jun 2025 (in 19 days). A sale on or after that date may be eligible for the 50% CGT discount if the other conditions are met.",
    );
    expect(twelveMonthSentence({ ...xyz, daysToDiscount: 0 }, "2025-06-21")).toContain("21 Jun 2025 (today).");
    expect(twelveMonthSentence({ ...xyz, daysToDiscount: 0 }, "2025-06-25")).toContain("Held 12 months on 21 Jun 2025. A sale");
    expect(twelveMonthSentence({ ...xyz, daysToDiscount: 1 }, "2025-06-20")).toContain("(in 1 day)");
    expect(twelveMonthSentence({ discountFrom: "2025-03-02", daysToDiscount: 5, discountDateConservative: true }, "2025-02-25")).toContain(
      "Bought on 29 February",
    );
  });

  it("loss, fair value and scenario", () => {
    expect(lossSentence("-819.95")).toBe(
      "Unrealised loss $819.95 at the last close. Capital losses reduce capital gains, not other income.",
    );
    expect(fairValueSentence("22.00", 4, "-27.27")).toBe(
      "Analysts' consensus fair value $22.00 (4 sources); price is 27% below. These are opinions and can change.",
    );
    expect(fairValueSentence("34.00", 1, "5.88")).toBe(
      "Analysts' consensus fair value $34.00 (1 source); price is 6% above. These are opinions and can change.",
    );
    expect(fairValueSentence("34.00", 2, "0.2")).toContain("price is level with it.");
    expect(scenarioSentence(2025, "30.05", "450.00")).toBe(
      "If these sales happened at these prices, your estimated net capital gain for FY 2024–25 would be $30.05 instead of $450.00.",
    );
  });

  it("a sale line names its parcel, date, price, brokerage and whether the discount applies", () => {
    const sale = {
      parcelId: "p",
      stockId: "s",
      symbol: "XYZ",
      acquiredOn: "2024-06-20",
      units: "100",
      date: "2025-06-20",
      price: "36",
      brokerage: "19.95",
      proceeds: "3580.05",
      costBase: "3019.95",
      gain: "560.10",
      discountEligible: false,
      discountFrom: "2025-06-21",
      discountDateConservative: false,
    };
    expect(scenarioLineLabel({ key: "sale", amount: "560.10", sale })).toBe(
      "Sale of 100 XYZ bought 20 Jun 2024, on 20 Jun 2025 at $36.00 less $19.95 brokerage: proceeds $3,580.05, cost base $3,019.95; no discount (held 12 months on 21 Jun 2025)",
    );
    expect(scenarioLineLabel({ key: "sale", amount: "-1", sale: { ...sale, gain: "-1.00", discountEligible: true } })).toMatch(
      /; a capital loss$/,
    );
    expect(scenarioLineLabel({ key: "discount", amount: "-30.05" })).toBe("50% CGT discount on the discountable gains left");
    expect(scenarioLineLabel({ key: "discount", amount: "-20.03" }, "33⅓ %")).toBe("33⅓% CGT discount on the discountable gains left");
    expect(scenarioLineLabel({ key: "discount", amount: "0.00" }, "none")).toBe("No CGT discount for a company");
  });

  it("the 12-month sentence names the entity's discount: a third for an SMSF, none for a company", () => {
    const xyz = { discountFrom: "2025-06-21", daysToDiscount: 19, discountDateConservative: false };
    expect(twelveMonthSentence(xyz, "2025-06-02", "33⅓ %")).toContain("may be eligible for the 33⅓% CGT discount");
    expect(twelveMonthSentence(xyz, "2025-06-02", "none")).toBe(
      "Held 12 months on 21 Jun 2025 (in 19 days). A company gets no CGT discount, so that date does not change the gain.",
    );
  });
});
