// The scenario: the ticked parcels, each with its units, date, price and brokerage (all of it by
// default: on asOf at the last close, with the latest brokerage), and the year's net capital gain with
// those sales against the year as it stands, with every line of the arithmetic. It writes nothing.
import { X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { TaxTimingParcelView, TaxTimingView } from "@shared/contracts/tax-timing";
import { financialYearRange } from "@shared/domain/ledger";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useScenario, type ScenarioInput } from "@/api/tax-timing";
import { errorDescription } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { dateText, gainClass, moneyText, signedMoneyText } from "../../utils/ledger-text";
import { scenarioInputOf, scenarioRowErrors, type ScenarioRow } from "../../utils/tax-timing-scenario";
import { scenarioLineLabel, scenarioSentence } from "../../utils/tax-timing-wording";

/** Typing settles for this long before the scenario is worked out again. */
const SETTLE_MS = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface ScenarioPanelProps {
  view: TaxTimingView;
  rows: readonly ScenarioRow[];
  parcels: ReadonlyMap<string, TaxTimingParcelView>;
  onChange: (row: ScenarioRow) => void;
  onRemove: (parcelId: string) => void;
  onClear: () => void;
}

const FIELDS = [
  ["units", "Units", "decimal"],
  ["date", "Date", "date"],
  ["price", "Price", "decimal"],
  ["brokerage", "Brokerage", "decimal"],
] as const;

function SaleRow({
  row,
  parcel,
  view,
  onChange,
  onRemove,
}: { row: ScenarioRow; parcel: TaxTimingParcelView; view: TaxTimingView } & Pick<ScenarioPanelProps, "onChange" | "onRemove">) {
  const errors = scenarioRowErrors(row, parcel, view);
  const { end } = financialYearRange(view.fy);
  const name = `${parcel.symbol} bought ${dateText(parcel.acquiredOn)}`;
  return (
    <li className="rounded-md border p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">{name}</p>
        <Button variant="ghost" size="icon-sm" aria-label={`Take ${name} out of the scenario`} onClick={() => onRemove(row.parcelId)}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {FIELDS.map(([field, label, kind]) => {
          const id = `scenario-${field}-${row.parcelId}`;
          return (
            <FormField
              key={field}
              id={id}
              label={label}
              error={errors[field]}
              className={kind === "date" ? "max-sm:col-span-2" : undefined}
            >
              {(described) => (
                <Input
                  id={id}
                  {...described}
                  type={kind === "date" ? "date" : "text"}
                  inputMode={kind === "decimal" ? "decimal" : undefined}
                  min={kind === "date" ? view.asOf : undefined}
                  max={kind === "date" ? end : undefined}
                  value={row[field]}
                  onChange={(event) => onChange({ ...row, [field]: event.target.value })}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </li>
  );
}

function ScenarioResult({ input }: { input: ScenarioInput | null }) {
  const scenario = useScenario(input);
  if (input === null) return <p className="text-sm text-muted-foreground">Fill in every sale to see the figures.</p>;
  if (scenario.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Working out the scenario...
      </p>
    );
  if (scenario.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorDescription(scenario.error)}
      </p>
    );
  const answer = scenario.data;
  return (
    <div className="grid gap-3" aria-busy={scenario.isFetching || undefined}>
      <p className="rounded-md border border-primary/50 bg-primary/10 px-4 py-3 font-medium" aria-live="polite">
        {scenarioSentence(answer.fy, answer.netCapitalGain, answer.baseline)}
      </p>
      {scenario.isFetching && (
        <p role="status" className="text-sm text-muted-foreground">
          Working out the scenario...
        </p>
      )}
      <table className="w-full text-sm" aria-label="The arithmetic">
        <tbody>
          {answer.lines.map((line, index) => {
            const sum = line.key === "net-capital-gain" || line.key === "difference";
            return (
              <tr key={`${line.key}-${index}`} className={cn("border-b align-top", sum && "font-semibold")}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {scenarioLineLabel(line, answer.cgtDiscount)}
                </th>
                <td
                  className={cn(
                    "py-1.5 text-right whitespace-nowrap tabular-nums",
                    line.key === "sale" || line.key === "difference" ? gainClass(line.amount) : "",
                  )}
                >
                  {line.key === "sale" || line.key === "difference" ? signedMoneyText(line.amount) : moneyText(line.amount)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ScenarioPanel({ view, rows, parcels, onChange, onRemove, onClear }: ScenarioPanelProps) {
  const input = useMemo(() => scenarioInputOf(rows, parcels, view), [rows, parcels, view]);
  const settled = useSettled(input);
  return (
    <section
      id="scenario"
      aria-labelledby="scenario-heading"
      className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="scenario-heading" className="text-lg font-semibold">
          Scenario
        </h2>
        {rows.length > 0 && (
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Tick parcels to see the year's net capital gain with those sales, on the dates and at the prices you give. Nothing is sold or saved.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm">No parcels in the scenario yet.</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {rows.map((row) => {
              const parcel = parcels.get(row.parcelId);
              return parcel ? (
                <SaleRow key={row.parcelId} row={row} parcel={parcel} view={view} onChange={onChange} onRemove={onRemove} />
              ) : null;
            })}
          </ul>
          <ScenarioResult input={settled} />
        </>
      )}
    </section>
  );
}
