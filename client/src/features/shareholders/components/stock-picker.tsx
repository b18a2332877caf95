import type { StockSummary } from "@shared/contracts/stocks";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

interface StockPickerProps {
  stocks: readonly Pick<StockSummary, "id" | "symbol" | "name">[];
  value: string;
  onChange: (stockId: string) => void;
}

/** The screen's stock selector, labelled 'Stock' so it reads as the subject of everything below it. */
export function StockPicker({ stocks, value, onChange }: StockPickerProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <Label htmlFor="shareholders-stock">Stock</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="shareholders-stock" className="w-full sm:w-80">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {stocks.map((stock) => (
            <SelectItem key={stock.id} value={stock.id}>
              {stock.symbol} · {stock.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
