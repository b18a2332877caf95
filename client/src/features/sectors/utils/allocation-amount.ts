// Reading a typed amount. The same zod rule the server applies, so the UI and the API cannot disagree
// on what an amount is.
import { allocationBody } from "@shared/contracts/allocations";

const amountSchema = allocationBody.shape.amount;

/** The amount a user typed, or null when it is blank, not a number or negative ('Invalid amount'). */
export function parseAllocationAmount(text: string): number | null {
  const result = amountSchema.safeParse(text);
  return result.success ? result.data : null;
}

/** How a stored amount appears in the input: a plain number, no grouping, so it can be edited as is. */
export function amountInputText(amount: number): string {
  return String(amount);
}
