import { BROKER_KEYS, BROKER_LABELS, type BrokerKey, type BrokerVisibility } from "@shared/domain/sources";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

interface BrokerVisibilityTogglesProps {
  visibility: Readonly<BrokerVisibility>;
  onChange: (broker: BrokerKey, visible: boolean) => void;
}

/** Compact checkboxes: a hidden broker leaves the columns and the averages (docs/domain.md). */
export function BrokerVisibilityToggles({ visibility, onChange }: BrokerVisibilityTogglesProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <legend className="sr-only">Brokers shown</legend>
      {BROKER_KEYS.map((broker) => (
        <Label key={broker} htmlFor={`broker-${broker}`} className="cursor-pointer text-xs font-normal whitespace-nowrap">
          <Checkbox
            id={`broker-${broker}`}
            checked={visibility[broker]}
            onCheckedChange={(checked) => onChange(broker, checked === true)}
          />
          {BROKER_LABELS[broker]}
        </Label>
      ))}
    </fieldset>
  );
}
