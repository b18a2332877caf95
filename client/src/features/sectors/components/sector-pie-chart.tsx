// The only module that imports recharts. It is loaded through React.lazy (see sector-chart-card.tsx),
// so the charting library stays in its own chunk and the pages render their tables without it.
import { Pie, PieChart, ResponsiveContainer, Tooltip, type PieLabelRenderProps } from "recharts";
import { SECTOR_PIE_CHART } from "@shared/constants";
import { formatMoney, formatPercent } from "@shared/domain/format";
import { sectorShare, totalValue, type SectorValue } from "@shared/domain/sectors";
import { layoutPieLabels, type PieLabelPlace } from "../utils/pie-labels";

// Theme-aware tooltip: recharts' default is a white box, unreadable on the dark theme.
const TOOLTIP_STYLE = {
  backgroundColor: "var(--popover)",
  borderColor: "var(--border)",
  borderRadius: "0.5rem",
  color: "var(--popover-foreground)",
  fontSize: "0.875rem",
};

/** A short line from the slice's rim and its share, in the text colour (the slice colour as text fails contrast). */
function SliceLabel({ place, text }: { place: PieLabelPlace; text: string }) {
  return (
    <g>
      <path d={`M${place.rim.x},${place.rim.y}L${place.x},${place.y}`} stroke="var(--muted-foreground)" fill="none" />
      <text
        x={place.x + (place.anchor === "start" ? 2 : -2)}
        y={place.y}
        textAnchor={place.anchor}
        dominantBaseline="central"
        fill="var(--foreground)"
        fontSize={12}
        className="recharts-pie-label-text"
      >
        {text}
      </text>
    </g>
  );
}

interface SectorPieChartProps {
  sectors: readonly SectorValue[];
  /** Sector name → colour (sectorColors over the user's portfolio sectors). */
  colors: ReadonlyMap<string, string>;
}

export default function SectorPieChart({ sectors, colors }: SectorPieChartProps) {
  const total = totalValue(sectors);
  // Each slice carries its own fill, the same colour the legend, breakdown and analysis card use.
  const data = sectors.map((sector) => ({ ...sector, fill: colors.get(sector.name) }));
  const values = sectors.map((sector) => sector.value);
  const share = (value: unknown) => formatPercent(sectorShare(Number(value), total));

  return (
    <div className="flex flex-col gap-3">
      {/* The drawing may spill into the card's padding, so a label beside the pie on a phone is never clipped. */}
      <div style={{ height: SECTOR_PIE_CHART.heightPx }} className="[&_.recharts-surface]:overflow-visible">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              cx={SECTOR_PIE_CHART.centerX}
              cy={SECTOR_PIE_CHART.centerY}
              outerRadius={SECTOR_PIE_CHART.outerRadius}
              // The card-coloured outline parts neighbouring slices; a single slice's outline would be a
              // seam from the centre to the rim.
              stroke={data.length > 1 ? "var(--card)" : "none"}
              label={(props: PieLabelRenderProps) => {
                // Every label is placed knowing the others, so small neighbouring slices do not overprint.
                const places = layoutPieLabels(values, {
                  cx: Number(props.cx),
                  cy: Number(props.cy),
                  outerRadius: Number(props.outerRadius),
                });
                // Right after a sector leaves the pie, recharts draws its labels once more with the slices it
                // had before (e2e/sectors.test.ts): such a slice has no place among the new values, and the
                // next draw has every label.
                const place = places[props.index] as PieLabelPlace | undefined;
                return place ? <SliceLabel place={place} text={share(props.value)} /> : null;
              }}
              labelLine={false}
              animationDuration={400}
            />
            <Tooltip
              formatter={(value, name) => [formatMoney(Number(value)), name]}
              contentStyle={TOOLTIP_STYLE}
              itemStyle={{ color: "var(--popover-foreground)" }}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      {/* The legend at the bottom, as HTML rather than inside the chart: it wraps to any width without
          taking room from the pie, and in the data's order (biggest first, as in the breakdown). */}
      <ul aria-label="Sector legend" className="flex flex-wrap justify-center gap-x-4 gap-y-1.5 text-sm">
        {data.map((sector) => (
          <li key={sector.name} data-sector={sector.name} className="flex min-w-0 items-center gap-1.5">
            <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: sector.fill }} aria-hidden="true" />
            <span className="min-w-0 break-words">
              {sector.name} ({share(sector.value)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
