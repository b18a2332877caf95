// Where an alert takes the user: the Alerts page with that stock's detail dialog open.

export const STOCK_PARAM = "stock";

export function alertStockPath(stockId: string): string {
  return `/alerts?${STOCK_PARAM}=${encodeURIComponent(stockId)}`;
}

/** The stock the Alerts page should open, from its query string ("?stock=…"); null for none. */
export function stockFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get(STOCK_PARAM);
  return id && id.trim() !== "" ? id : null;
}
