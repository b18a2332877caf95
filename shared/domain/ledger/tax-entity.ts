// Whose return the figures are for (issue 47, docs/domain.md "Tax entity"): the CGT discount on a
// gain from an asset held 12 months is 50 % for an individual or a trust (ITAA 1997 s115-100(a)),
// 33⅓ % for a complying super fund (s115-100(b)) and none for a company (not in s115-100). The
// discount is a fraction, so ⅓ stays exact until the figure is rounded to cents.
import type { Dec } from "./decimal";

export const TAX_ENTITIES = ["individual", "trust", "smsf", "company"] as const;
export type TaxEntity = (typeof TAX_ENTITIES)[number];
export const DEFAULT_TAX_ENTITY: TaxEntity = "individual";

export const TAX_ENTITY_LABELS: Readonly<Record<TaxEntity, string>> = {
  individual: "Individual",
  trust: "Trust",
  smsf: "Self-managed super fund",
  company: "Company",
};

/** The discount as numerator / denominator of the discountable gain left after losses. */
const DISCOUNTS: Readonly<Record<TaxEntity, readonly [number, number]>> = {
  individual: [1, 2],
  trust: [1, 2],
  smsf: [1, 3],
  company: [0, 1],
};

/** "50 %", "33⅓ %", "none": how the Tax page and the CSV name the entity's discount. */
export const CGT_DISCOUNT_LABELS: Readonly<Record<TaxEntity, string>> = {
  individual: "50 %",
  trust: "50 %",
  smsf: "33⅓ %",
  company: "none",
};

/** The discount taken off `discountableLeft` (the discountable gains left after every loss), exact. */
export function cgtDiscountOf(discountableLeft: Dec, entity: TaxEntity): Dec {
  const [numerator, denominator] = DISCOUNTS[entity];
  return discountableLeft.times(numerator).div(denominator);
}
