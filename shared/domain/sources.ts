// The fair-value sources. Two namings exist: kebab-case source keys as stored in
// fair_values.source, and camelCase broker keys used by the stock read model (morningstarFV …)
// and by the table's visibility checkboxes. This file is the one place that maps between them.

/** Values stored in `fair_values.source`. */
export const SOURCE_KEYS = [
  "morningstar",
  "intelligent-investor",
  "motley-fool",
  "bell-potter",
  // Bell Potter files also carry consensus targets; they are shown but kept out of brokerAvg.
  "bell-potter-consensus",
] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];

/** The four brokers that count towards brokerAvg, in the stock table's column order. */
export const BROKER_KEYS = ["morningstar", "intelligentInvestor", "motleyFool", "bellPotter"] as const;
export type BrokerKey = (typeof BROKER_KEYS)[number];

export const BROKER_LABELS: Readonly<Record<BrokerKey, string>> = {
  morningstar: "Morningstar",
  intelligentInvestor: "Intelligent Investor",
  motleyFool: "Motley Fool",
  bellPotter: "Bell Potter",
};

export const BROKER_SHORT_LABELS: Readonly<Record<BrokerKey, string>> = {
  morningstar: "MS",
  intelligentInvestor: "II",
  motleyFool: "MF",
  bellPotter: "BP",
};

const SOURCE_BY_BROKER: Readonly<Record<BrokerKey, SourceKey>> = {
  morningstar: "morningstar",
  intelligentInvestor: "intelligent-investor",
  motleyFool: "motley-fool",
  bellPotter: "bell-potter",
};

const BROKER_BY_SOURCE: Readonly<Record<SourceKey, BrokerKey | null>> = {
  morningstar: "morningstar",
  "intelligent-investor": "intelligentInvestor",
  "motley-fool": "motleyFool",
  "bell-potter": "bellPotter",
  "bell-potter-consensus": null,
};

export function isSourceKey(value: string): value is SourceKey {
  return (SOURCE_KEYS as readonly string[]).includes(value);
}

export function isBrokerKey(value: string): value is BrokerKey {
  return (BROKER_KEYS as readonly string[]).includes(value);
}

export function sourceKeyForBroker(broker: BrokerKey): SourceKey {
  return SOURCE_BY_BROKER[broker];
}

/** The broker a stored source feeds; null for consensus rows and unknown sources (never in brokerAvg). */
export function brokerKeyForSource(source: string): BrokerKey | null {
  return isSourceKey(source) ? BROKER_BY_SOURCE[source] : null;
}

/** Read-model field holding a broker's current fair value, e.g. "morningstarFV". */
export function brokerFvField<K extends BrokerKey>(broker: K): `${K}FV` {
  return `${broker}FV`;
}

/** Read-model field holding a broker's previous-six-month average, e.g. "morningstarPrev6MAvg". */
export function brokerPrev6MAvgField<K extends BrokerKey>(broker: K): `${K}Prev6MAvg` {
  return `${broker}Prev6MAvg`;
}

/**
 * Data History label: the stored key with hyphens as spaces and each word capitalised
 * ("bell-potter-consensus" → "Bell Potter Consensus"). Works for keys this file does not know,
 * so an unexpected stored value still shows something readable.
 */
export function sourceLabel(key: string): string {
  return key
    .trim()
    .split(/[-\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Which brokers the stock table shows (and averages over). */
export type BrokerVisibility = Record<BrokerKey, boolean>;

/** The spec's default: every broker checkbox on. */
export const ALL_BROKERS_VISIBLE: Readonly<BrokerVisibility> = Object.freeze({
  morningstar: true,
  intelligentInvestor: true,
  motleyFool: true,
  bellPotter: true,
});

/** Visible brokers in table order. */
export function visibleBrokers(visibility: Readonly<BrokerVisibility>): BrokerKey[] {
  return BROKER_KEYS.filter((broker) => visibility[broker]);
}
