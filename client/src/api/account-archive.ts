// The account's own data as one file: GET /api/export downloads it, POST /api/import/archive loads
// one into the account (docs/decisions/022-account-export-import-and-health.md). The export stores
// nothing, so it refreshes nothing; an import adds stocks and every kind of row, as one import batch
// (undone with importMutations.undo in api/imports.ts).
import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { AccountImportResult } from "@shared/contracts/account-archive";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { WriteMeta } from "./resources";

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** The name the server gives the download (Content-Disposition), or a dated one. */
export function downloadName(contentDisposition: string | null, today = new Date()): string {
  const match = /filename="([^"]+)"/.exec(contentDisposition ?? "");
  return match?.[1] ?? `asx-fair-value-export-${today.toISOString().slice(0, 10)}.json.gz`;
}

// Everything an import can add (alert targets are stocks' fields); nothing is removed, so no cascade
// applies. It also evaluates the account's alerts (server/services/account-import.ts).
const IMPORTED: WriteMeta = {
  // Version 3 exports carry the holdings ledger's trades and a sale's chosen parcels; version 4 the
  // parcel method and the dividends; version 5 the tax entity, the loss brought in and the tax statements.
  writes: [
    "stocks",
    "fairValues",
    "shareholders",
    "journal",
    "allocations",
    "alertSettings",
    "importBatches",
    "alerts",
    "trades",
    "holdingSettings",
    "dividends",
    "taxStatements",
  ],
};

export const accountArchiveMutations = {
  export: () =>
    mutationOptions({
      mutationFn: async (): Promise<ExportedFile> => {
        const res = await apiRequest("GET", "/api/export");
        return { blob: await res.blob(), fileName: downloadName(res.headers.get("Content-Disposition")) };
      },
      meta: {},
    }),
  /** Uploads one export as multipart, field "file". */
  import: () =>
    mutationOptions({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append("file", file);
        return apiJson<AccountImportResult>("POST", "/api/import/archive", form);
      },
      meta: IMPORTED,
    }),
};

export const useAccountExport = () => useMutation(accountArchiveMutations.export());
export const useAccountImport = () => useMutation(accountArchiveMutations.import());
