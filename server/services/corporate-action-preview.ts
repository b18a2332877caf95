// What one corporate action does, parcel by parcel (issue 46 "the per-parcel preview"): read from the
// replay of the ledger holding it, by watching the action's own events as the replay runs them, so
// the preview is exactly what every report then shows. And what an edit moved across the ledger.
// Exact figures as the replay gives them; a screen rounds money to cents. Not tax advice.
import type {
  ActionCgtLineView,
  ActionIncomeView,
  CgtChangeView,
  CorporateActionChanges,
  CorporateActionPreview,
  ParcelChangeView,
  ParcelStateView,
} from "@shared/contracts/corporate-action-views";
import type { CorporateAction } from "@shared/domain/corporate-actions";
import { dec } from "@shared/domain/ledger/decimal";
import type { ActionContext, ActionEffect } from "@shared/domain/ledger/events";
import { replayLedger, type ReplayResult } from "@shared/domain/ledger";
import type { DisposalLine, LedgerInput, Parcel } from "@shared/domain/ledger/types";

interface Seen {
  main: boolean;
  context: ActionContext;
  effect: ActionEffect;
}

const stateOf = (parcel: Parcel): ParcelStateView => ({ units: parcel.units, costBase: parcel.costBase, acquiredOn: parcel.acquiredOn });

/** The action's events in `input` (its own id, and a rights issue's take-ups `<id>:taken-up:n`), replayed and watched. */
function watch(input: LedgerInput, actionId: string): Seen[] {
  const seen: Seen[] = [];
  const actions = (input.actions ?? []).map((event) => {
    if (event.id !== actionId && !event.id.startsWith(`${actionId}:`)) return event;
    return {
      ...event,
      transform: (context: ActionContext) => {
        const effect = event.transform(context);
        seen.push({ main: event.id === actionId, context, effect });
        return effect;
      },
    };
  });
  replayLedger({ ...input, actions });
  return seen;
}

/** One parcel before and after (either null, not both). */
function parcelChange(before: Parcel | null, after: Parcel | null, symbolOf: (stockId: string) => string): ParcelChangeView {
  const parcel = (after ?? before)!;
  return {
    stockId: parcel.stockId,
    symbol: symbolOf(parcel.stockId),
    parcelId: parcel.parcelId,
    before: before && stateOf(before),
    after: after && stateOf(after),
    sourceParcelId: parcel.lineage?.sourceParcelId ?? null,
  };
}

function parcelChanges(seen: readonly Seen[], symbolOf: (stockId: string) => string): ParcelChangeView[] {
  const changes: ParcelChangeView[] = [];
  const view = (before: Parcel | null, after: Parcel | null) => parcelChange(before, after, symbolOf);
  for (const { main, context, effect } of seen) {
    const after = new Map(effect.parcels.map((parcel) => [parcel.parcelId, parcel]));
    const before = new Set(context.parcels.map((parcel) => parcel.parcelId));
    // A take-up's event only adds its parcel: the parcels it passes on are not its to show.
    if (main) for (const parcel of context.parcels) changes.push(view(parcel, after.get(parcel.parcelId) ?? null));
    for (const parcel of effect.parcels) if (!before.has(parcel.parcelId)) changes.push(view(null, parcel));
    for (const parcel of effect.opened ?? []) changes.push(view(null, parcel));
  }
  return changes;
}

function cgtLineOf(line: DisposalLine, symbolOf: (stockId: string) => string): ActionCgtLineView {
  return {
    event: line.event as ActionCgtLineView["event"],
    date: line.soldOn,
    stockId: line.stockId,
    symbol: symbolOf(line.stockId),
    parcelId: line.parcelId,
    acquiredOn: line.acquiredOn,
    units: line.units,
    proceeds: line.proceeds,
    costBase: line.costBase,
    gain: line.gain,
    discountable: line.discountEligible && dec(line.gain).gt(0),
  };
}

/** The action's dividend income, as the replay hands it on (ledgerActionOf's effect). */
function incomeOf(effect: ActionEffect, symbolOf: (stockId: string) => string): ActionIncomeView[] {
  return (effect.income ?? []).map(({ actionId: _id, frankingPercent: _f, companyTaxRate: _r, ...income }) => ({
    ...income,
    symbol: symbolOf(income.stockId),
  }));
}

/** The preview of `action` in the ledger `input` holds it in (a replay that refuses it has thrown before this is asked). */
export function actionPreview(input: LedgerInput, action: CorporateAction, symbolOf: (stockId: string) => string): CorporateActionPreview {
  const seen = watch(input, action.id);
  const main = seen.find((entry) => entry.main);
  return {
    provisional: action.type === "DEMERGER" && action.status === "provisional",
    parcels: parcelChanges(seen, symbolOf),
    cgt: (main?.effect.disposals ?? []).map((line) => cgtLineOf(line, symbolOf)),
    income: main ? incomeOf(main.effect, symbolOf) : [],
  };
}

const lineKey = (line: DisposalLine) => `${line.event}|${line.sellTradeId}|${line.stockId}|${line.parcelId}`;
const lineFigures = (line: DisposalLine) => ({ units: line.units, proceeds: line.proceeds, costBase: line.costBase, gain: line.gain });

/** The open parcels and CGT lines that differ between the ledger before an edit and after it. */
export function ledgerChanges(before: ReplayResult, after: ReplayResult, symbolOf: (stockId: string) => string): CorporateActionChanges {
  const key = (parcel: Parcel) => `${parcel.stockId}|${parcel.parcelId}`;
  const same = (a: Parcel, b: Parcel) => a.units === b.units && a.costBase === b.costBase && a.acquiredOn === b.acquiredOn;
  const parcelsBefore = new Map(before.parcels.map((parcel) => [key(parcel), parcel]));
  const parcelsAfter = new Map(after.parcels.map((parcel) => [key(parcel), parcel]));
  const parcels: ParcelChangeView[] = [];
  for (const k of new Set([...parcelsBefore.keys(), ...parcelsAfter.keys()])) {
    const old = parcelsBefore.get(k) ?? null;
    const now = parcelsAfter.get(k) ?? null;
    if (old && now && same(old, now)) continue;
    parcels.push(parcelChange(old, now, symbolOf));
  }
  const linesBefore = new Map(before.disposals.map((line) => [lineKey(line), line]));
  const linesAfter = new Map(after.disposals.map((line) => [lineKey(line), line]));
  const cgt: CgtChangeView[] = [];
  for (const k of new Set([...linesBefore.keys(), ...linesAfter.keys()])) {
    const old = linesBefore.get(k) ?? null;
    const now = linesAfter.get(k) ?? null;
    if (old && now && old.units === now.units && old.costBase === now.costBase && old.gain === now.gain) continue;
    const line = (now ?? old)!;
    cgt.push({
      event: line.event,
      date: line.soldOn,
      stockId: line.stockId,
      symbol: symbolOf(line.stockId),
      parcelId: line.parcelId,
      before: old && lineFigures(old),
      after: now && lineFigures(now),
    });
  }
  // In an order a reader follows and a test can rely on: by code, then date (the replay's own order
  // follows stock ids, which are random).
  const acquired = (change: ParcelChangeView) => (change.after ?? change.before)?.acquiredOn ?? "";
  parcels.sort(
    (a, b) => a.symbol.localeCompare(b.symbol) || acquired(a).localeCompare(acquired(b)) || a.parcelId.localeCompare(b.parcelId),
  );
  cgt.sort((a, b) => a.date.localeCompare(b.date) || a.symbol.localeCompare(b.symbol) || a.parcelId.localeCompare(b.parcelId));
  return { parcels, cgt };
}
