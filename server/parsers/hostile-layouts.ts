// Generated pastes in the layouts users copy (issue 18): Intelligent Investor review boxes and stock
// pages, Morningstar quote cards and article blocks, Motley Fool recommendations and broker
// articles — with real and random codes, amounts that are good, bad, in cents or absurd, prose that
// names other stocks, other exchanges and current prices, and lines in any order. The property
// tests check that every code such a paste names is imported or named in the errors.
import fc from "fast-check";
import { hostileNumberText } from "@shared/testing/hostile";

const CODES = ["BHP", "CSL", "XRO", "PDN", "TPG", "EDV", "S32", "A2M", "WOW", "COH", "LKE", "MQG", "ZIP", "RHC", "NHF"];
const code = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CODES) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z][A-Z0-9]{2,4}$/) },
);
const name = fc.constantFrom(
  "Xero Ltd",
  "Paladin Energy Ltd",
  "BHP Group",
  "TPG Telecom",
  "Endeavour Group",
  "Ampol",
  "Lake Resources NL",
  "Zip Co Ltd",
);
const amount = fc.oneof(
  fc.constantFrom(
    "$45.00",
    "A$320.50",
    "$1,015.50",
    "90 cents",
    "95c",
    "8.00",
    "$0.001",
    "$2,500,000",
    "−$5.00",
    "N/A",
    "-",
    "$6.8O",
    "abc",
  ),
  hostileNumberText,
);
const foreign = fc.constantFrom("Intuit (NASDAQ: INTU)", "Apple Inc (NASDAQ: AAPL)", "Fonterra (NZX: FCG)");
const stars = fc.constantFrom("", " ★★★★★", " ★★", " ☆");

const pick = <T>(arbitrary: fc.Arbitrary<T[]>) => arbitrary.chain((lines) => fc.shuffledSubarray(lines, { minLength: 0 }));

/** A sentence that may name a stock, another exchange's listing, a current price or a past value. */
const prose = fc.oneof(
  fc.tuple(name, code).map(([n, c]) => `We prefer ${n} (ASX: ${c}) over its rivals.`),
  foreign.map((f) => `It competes with ${f} overseas.`),
  amount.map((a) => `Shares last traded at ${a}, and at today's price of ${a} they look cheap.`),
  fc.tuple(code, amount).map(([c, a]) => `${c.toLowerCase()}.ax fell; (previously ${a}).`),
  fc.constant("Thanks for reading."),
);

export const motleyFoolLayout: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.tuple(name, code).map(([n, c]) => `${n} (ASX: ${c})`),
        fc.tuple(code, amount).map(([c, a]) => `${c} - Buy under ${a}`),
        fc.tuple(code, amount).map(([c, a]) => `${c.toLowerCase()} - Buy under ${a}`),
        fc.tuple(code, amount).map(([c, a]) => `${c}\tTarget price\t${a}`),
        foreign,
      ),
      fc.array(
        fc.oneof(
          amount.map((a) => `Buy under ${a}`),
          amount.map((a) => `We have raised our buy-under price to ${a} (previously $1.00).`),
          amount.map((a) => `Target price: ${a}`),
          fc.constant("Recommendation: Hold"),
          fc
            .tuple(code, amount)
            .map(([c, a]) => `According to a note out of Macquarie Group Ltd (ASX: ${c}), its analysts have a ${a} price target.`),
          amount.map((a) => `Goldman Sachs lifted its price target to ${a}.`),
          prose,
        ),
        { maxLength: 4 },
      ),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((blocks) => blocks.map(([heading, lines]) => [heading, ...lines].join("\n")).join("\n\n"));

export const intelligentInvestorLayout: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.tuple(name, code).map(([n, c]) => `${n} - ${c}`),
      pick(
        fc
          .tuple(amount, amount, amount, amount)
          .map(([a, b, c, d]) => [
            `Buy\nbelow ${a}`,
            `Hold\nup to ${b}`,
            `Sell\nabove ${c}`,
            "Buy Hold Sell Meter",
            `LONG TERM BUY at ${d}`,
            `Current price\n${d} at 15:20 (24 April 2025)`,
            `Price at review\n${a} at (22 January 2013)`,
            "Max Portfolio Weighting\n6%",
          ]),
      ),
      fc.array(prose, { maxLength: 2 }),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((boxes) =>
    boxes
      .map(([company, guide, extra]) => ["Recommendation", company, ...guide, ...extra, "All Prices are in AUD ($)"].join("\n"))
      .join("\n\n"),
  );

export const morningstarLayout: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      // A quote-page card below its title.
      fc
        .tuple(
          name,
          code,
          pick(
            fc
              .tuple(amount, amount, amount)
              .map(([p, f, s]) => [`Price\n${p}`, `Fair Value\n${f}`, "Uncertainty\nMedium", `5-Star Price\n${s}`, "Economic Moat\nWide"]),
          ),
        )
        .map(([n, c, labels]) => [`${n} ${c}`, "Price vs Fair Value", ...labels].join("\n")),
      // An article block, its code in the heading, in the prose after it, or nowhere.
      fc
        .tuple(
          name,
          code,
          stars,
          fc.constantFrom("heading", "prose", "none"),
          pick(
            fc
              .tuple(amount, amount)
              .map(([p, f]) => [`Current Price: ${p}`, `Fair Value Estimate: ${f}`, "Moat rating: Narrow", "Price to Fair Value: 0.83"]),
          ),
          fc.array(prose, { maxLength: 2 }),
        )
        .map(([n, c, s, where, labels, extra]) =>
          [
            where === "heading" ? `${n} (ASX: ${c})${s}` : `${n}${s}`,
            ...(labels.length > 0 ? labels : ["Uncertainty: High"]),
            ...(where === "prose" ? [`${n} (ASX:${c}) reported today.`] : []),
            ...extra,
          ].join("\n"),
        ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((blocks) => blocks.join("\n\n"));
