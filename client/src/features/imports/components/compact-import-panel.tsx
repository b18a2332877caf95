import { PASTE_PANEL_SOURCES, type ImportSource } from "../utils/import-sources";
import { PasteImportPanel } from "./paste-import-panel";

export type { ImportSource } from "../utils/import-sources";

/** The four paste sources, in the order the sidebar lists them. */
export const IMPORT_SOURCES: readonly { source: ImportSource; title: string }[] = PASTE_PANEL_SOURCES.map(({ source, title }) => ({ source, title }));

/** A collapsible paste box for one source, compact enough for the sidebar. */
export function CompactImportPanel({ source }: { source: ImportSource }) {
  return <PasteImportPanel source={source} variant="compact" />;
}

/** All four compact panels, for the sidebar's Data Import group. */
export function CompactImportPanels() {
  return (
    <>
      {IMPORT_SOURCES.map(({ source }) => (
        <CompactImportPanel key={source} source={source} />
      ))}
    </>
  );
}

