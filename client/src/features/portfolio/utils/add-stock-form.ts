// The Add New Stock form's validation: the server's own request schema (architecture habit 3), so
// the dialog and the API can never disagree about what is valid.
import { type z } from "zod";
import { createStockBody } from "@shared/contracts/stocks";

export interface AddStockFormValues {
  symbol: string;
  name: string;
  sector: string;
  lastPrice: string;
  dividendYield: string;
}

export type AddStockFormErrors = Partial<Record<keyof AddStockFormValues, string>>;
export type AddStockBody = z.output<typeof createStockBody>;

export const EMPTY_ADD_STOCK_FORM: AddStockFormValues = { symbol: "", name: "", sector: "", lastPrice: "", dividendYield: "" };

/** The request body (blank sector and yield become null), or the first message per field. */
export function validateAddStockForm(values: AddStockFormValues): { body: AddStockBody } | { errors: AddStockFormErrors } {
  const result = createStockBody.safeParse(values);
  if (result.success) return { body: result.data };
  const errors: AddStockFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AddStockFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
