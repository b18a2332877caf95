// The chart's series: what each is called, its colour (a theme token in client/src/index.css, the
// same for a source wherever it is drawn), and which dashboard broker checkbox governs it.
import { BROKER_LABELS, SOURCE_KEYS, sourceLabel, type BrokerKey, type BrokerVisibility, type SourceKey } from "@shared/domain/sources";

export type SeriesKey = "price" | SourceKey | "brokerAverage" | "fiveStar" | "iiZone";

export interface SeriesInfo {
  key: SeriesKey;
  label: string;
  colour: string;
  /** The broker whose checkbox hides this series; null when no checkbox does. */
  broker: BrokerKey | null;
  /** How the legend draws it: a line, a dashed line or a shaded band. */
  mark: "line" | "dashed" | "band";
}

const sourceColour = (source: SourceKey) => `var(--source-${source})`;

const SOURCE_BROKERS: Record<SourceKey, BrokerKey | null> = {
  morningstar: "morningstar",
  "intelligent-investor": "intelligentInvestor",
  "motley-fool": "motleyFool",
  "bell-potter": "bellPotter",
  "bell-potter-consensus": null,
};

export const SOURCE_SERIES: readonly SourceKey[] = SOURCE_KEYS;

/** Every series in legend (and drawing) order. */
export const SERIES: readonly SeriesInfo[] = [
  { key: "price", label: "Price", colour: "var(--series-price)", broker: null, mark: "line" },
  ...SOURCE_KEYS.map((source): SeriesInfo => ({
    key: source,
    label: SOURCE_BROKERS[source] ? BROKER_LABELS[SOURCE_BROKERS[source]] : sourceLabel(source),
    colour: sourceColour(source),
    broker: SOURCE_BROKERS[source],
    mark: "line",
  })),
  { key: "brokerAverage", label: "Broker average", colour: "var(--series-broker-average)", broker: null, mark: "dashed" },
  { key: "fiveStar", label: "Morningstar 5★ price", colour: sourceColour("morningstar"), broker: "morningstar", mark: "band" },
  {
    key: "iiZone",
    label: "II Buy Below to Sell Above",
    colour: sourceColour("intelligent-investor"),
    broker: "intelligentInvestor",
    mark: "band",
  },
];

export const SERIES_BY_KEY: Readonly<Record<SeriesKey, SeriesInfo>> = Object.fromEntries(SERIES.map((s) => [s.key, s])) as Record<
  SeriesKey,
  SeriesInfo
>;

/** Whether the dashboard's broker checkboxes let a series (or a source's changes) show. */
export function allowedByBrokers(key: SeriesKey, visibility: Readonly<BrokerVisibility>): boolean {
  const broker = SERIES_BY_KEY[key].broker;
  return broker === null || visibility[broker];
}
