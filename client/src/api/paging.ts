// The ledger's paged lists (GET /api/trades, GET /api/dividends; shared/contracts/paging.ts): the
// URL of one page, and every page read one after another for a screen that needs the whole list.
import { apiJson } from "@/lib/api-client";

/** `/api/trades?stockId=…&cursor=…`: the list's filters, then the page it starts after (none: the first). */
export function pageUrl(path: string, filters: Record<string, string>, cursor: string | null): string {
  const query = new URLSearchParams(filters);
  if (cursor !== null) query.set("cursor", cursor);
  return `${path}?${query}`;
}

/** Every page of a list, following `nextCursor` from the first page to the last; `merge` joins them. */
export async function readAllPages<P extends { nextCursor: string | null }>(
  path: string,
  filters: Record<string, string>,
  merge: (pages: P[]) => P,
): Promise<P> {
  const pages: P[] = [];
  let cursor: string | null = null;
  do {
    const page: P = await apiJson<P>("GET", pageUrl(path, filters, cursor));
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return merge(pages);
}
