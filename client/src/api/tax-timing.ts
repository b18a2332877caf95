// Before 30 June (issue 49): the year's position and the parcels open at asOf (GET /api/tax-timing),
// and a scenario's arithmetic (POST /api/tax-timing/scenario). The scenario writes nothing, so it is
// a read like any other: cached per scenario and read again when what it is worked out from changes.
// Both come from the trades replayed with the parcel method, the dividends (franking credits, a
// reinvestment's parcel), the stocks' prices and fair values, and the stored closes.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ScenarioView, TaxTimingView } from "@shared/contracts/tax-timing";
import { apiJson } from "@/lib/api-client";
import type { Resource } from "./resources";

const PATH = "/api/tax-timing";
const READS: Resource[] = ["trades", "corporateActions", "holdingSettings", "dividends", "stocks", "fairValues", "priceHistory"];

/** The day the page is worked out at: null for the server's default (today). */
export type AsOfChoice = string | null;

export interface ScenarioSaleInput {
  parcelId: string;
  units: string;
  date: string;
  price: string;
  brokerage: string;
}

export interface ScenarioInput {
  fy: number;
  asOf: string;
  sales: ScenarioSaleInput[];
}

export const taxTimingKeys = {
  position: (asOf: AsOfChoice) => [PATH, asOf === null ? {} : { asOf }] as const,
  scenario: (input: ScenarioInput) => [`${PATH}/scenario`, input] as const,
};

export const taxTimingQueries = {
  position: (asOf: AsOfChoice) =>
    queryOptions<TaxTimingView>({
      queryKey: taxTimingKeys.position(asOf),
      queryFn: () => apiJson<TaxTimingView>("GET", asOf === null ? PATH : `${PATH}?asOf=${encodeURIComponent(asOf)}`),
      meta: { reads: READS },
    }),
  scenario: (input: ScenarioInput) =>
    queryOptions<ScenarioView>({
      queryKey: taxTimingKeys.scenario(input),
      queryFn: () => apiJson<ScenarioView>("POST", `${PATH}/scenario`, input),
      meta: { reads: READS },
    }),
};

export const useTaxTiming = (asOf: AsOfChoice) => useQuery(taxTimingQueries.position(asOf));

/** null: no sale ticked, nothing to ask. The last answer stays on screen while the next is worked out. */
export const useScenario = (input: ScenarioInput | null) =>
  useQuery({
    ...taxTimingQueries.scenario(input ?? { fy: 0, asOf: "", sales: [] }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
