// The only module that imports recharts. It is loaded through React.lazy (see sector-chart-card.tsx),
// so the charting library stays in its own chunk and the pages render their tables without it.
import { Legend, Pie, PieChart, ResponsiveContainer, Tooltip, type PieLabelRenderProps } from "recharts";
import { SECTOR_PIE_CHART } from "@shared/constants";
import { formatMoney, formatPercent } from "@shared/domain/format";
import { sectorColor, sectorShare, totalValue, type SectorValue } from "@shared/domain/sectors";

// Theme-aware tooltip: recharts' default is a white box, unreadable on the dark theme.
const TOOLTIP_STYLE = {
  backgroundColor: "var(--popover)",
  borderColor: "var(--border)",
  borderRadius: "0.5rem",
  color: "var(--popover-foreground)",
  fontSize: "0.875rem",
};

export default function SectorPieChart({ sectors }: { sectors: readonly SectorValue[] }) {
  const total = totalValue(sectors);
  // Each slice carries its own fill (the shared per-name colour), which the legend picks up as well.
  const data = sectors.map((sector) => ({ ...sector, fill: sectorColor(sector.name) }));
  const share = (value: unknown) => formatPercent(sectorShare(Number(value), total));

  return (
    <ResponsiveContainer width="100%" height={SECTOR_PIE_CHART.heightPx}>
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          cx={SECTOR_PIE_CHART.centerX}
          cy={SECTOR_PIE_CHART.centerY}
          outerRadius={SECTOR_PIE_CHART.outerRadius}
          stroke="var(--card)"
          label={({ value }: PieLabelRenderProps) => share(value)}
          labelLine
          animationDuration={400}
        />
        <Tooltip
          formatter={(value, name) => [formatMoney(Number(value)), name]}
          contentStyle={TOOLTIP_STYLE}
          itemStyle={{ color: "var(--popover-foreground)" }}
        />
        <Legend
          position="bottom"
          // Keep the data's order (biggest first, as in the breakdown) instead of sorting by name.
          itemSorter={null}
          formatter={(name, entry) => (
            <span className="text-sm text-foreground">
              {name} ({share((entry.payload as { value?: number } | undefined)?.value)})
            </span>
          )}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}
