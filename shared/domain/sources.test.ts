import { describe, expect, it } from "vitest";
import {
  ALL_BROKERS_VISIBLE,
  BROKER_KEYS,
  BROKER_LABELS,
  BROKER_SHORT_LABELS,
  brokerFvField,
  brokerKeyForSource,
  brokerPrev6MAvgField,
  isBrokerKey,
  isSourceKey,
  sourceKeyForBroker,
  sourceLabel,
  visibleBrokers,
} from "./sources";

describe("broker keys and labels", () => {
  it("lists brokers in table order", () => {
    expect(BROKER_KEYS).toEqual(["morningstar", "intelligentInvestor", "motleyFool", "bellPotter"]);
  });

  it.each([
    ["morningstar", "Morningstar", "MS", "morningstar"],
    ["intelligentInvestor", "Intelligent Investor", "II", "intelligent-investor"],
    ["motleyFool", "Motley Fool", "MF", "motley-fool"],
    ["bellPotter", "Bell Potter", "BP", "bell-potter"],
  ] as const)("%s: %s / %s / %s", (broker, label, short, source) => {
    expect(BROKER_LABELS[broker]).toBe(label);
    expect(BROKER_SHORT_LABELS[broker]).toBe(short);
    expect(sourceKeyForBroker(broker)).toBe(source);
    expect(brokerKeyForSource(source)).toBe(broker);
  });

  it("keeps consensus and unknown sources out of the brokers", () => {
    expect(brokerKeyForSource("bell-potter-consensus")).toBeNull();
    expect(brokerKeyForSource("reuters")).toBeNull();
  });

  it("names read-model fields", () => {
    expect(brokerFvField("motleyFool")).toBe("motleyFoolFV");
    expect(brokerPrev6MAvgField("bellPotter")).toBe("bellPotterPrev6MAvg");
  });

  it("recognises keys", () => {
    expect(isSourceKey("bell-potter-consensus")).toBe(true);
    expect(isSourceKey("bellPotter")).toBe(false);
    expect(isBrokerKey("bellPotter")).toBe(true);
    expect(isBrokerKey("bell-potter")).toBe(false);
  });
});

describe("sourceLabel", () => {
  it.each([
    ["morningstar", "Morningstar"],
    ["intelligent-investor", "Intelligent Investor"],
    ["motley-fool", "Motley Fool"],
    ["bell-potter", "Bell Potter"],
    ["bell-potter-consensus", "Bell Potter Consensus"],
    ["some-new-source", "Some New Source"],
    ["", ""],
  ])("%j -> %j", (key, expected) => expect(sourceLabel(key)).toBe(expected));
});

describe("visibility", () => {
  it("defaults to every broker on", () => {
    expect(visibleBrokers(ALL_BROKERS_VISIBLE)).toEqual(BROKER_KEYS);
  });
  it("keeps table order for the visible ones", () => {
    expect(visibleBrokers({ morningstar: false, intelligentInvestor: true, motleyFool: false, bellPotter: true })).toEqual([
      "intelligentInvestor",
      "bellPotter",
    ]);
  });
});
