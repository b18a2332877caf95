/** Labelled figures as a grid of cards: the Tax page's totals, the Before 30 June year so far. */
export function FactCards({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-xl border bg-card p-4 shadow-sm">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="m-0 mt-1 text-lg font-semibold break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
