import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ImportResult } from "../utils/import-notices";
import type { PasteSourceConfig } from "../utils/import-sources";
import type { WorkbookConfig } from "../utils/workbook-kinds";
import { invalidateAfterImport } from "./import-keys";

/**
 * What the caller wants told. These run as the mutation's own callbacks rather than mutate()'s:
 * on phones the sidebar is a sheet that may close (unmounting the panel) while a request is in
 * flight, and the user must still get the notice.
 */
export interface ImportCallbacks {
  onSuccess?: (result: ImportResult) => void;
  onError?: (error: unknown) => void;
}

// The refetches are not awaited so the button stops reading 'Importing...' as soon as the server
// has answered.

export function usePasteImport(config: PasteSourceConfig, callbacks: ImportCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiJson<ImportResult>("POST", config.endpoint, { text }),
    onSuccess: (result) => {
      callbacks.onSuccess?.(result);
      void invalidateAfterImport(queryClient);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

/** Uploads one workbook as multipart, field "file". */
export function useWorkbookImport(config: WorkbookConfig, callbacks: ImportCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiJson<ImportResult>("POST", config.endpoint, form);
    },
    onSuccess: (result) => {
      callbacks.onSuccess?.(result);
      void invalidateAfterImport(queryClient);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
