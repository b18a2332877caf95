import { IMPORT_SOURCES } from "./compact-import-panel";
import { PasteImportPanel } from "./paste-import-panel";

/** The four paste panels in their full form, with the expected columns and source links. */
export function FullImportPanels() {
  return (
    // items-start: an expanded panel must not stretch its collapsed neighbour in the same row.
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {IMPORT_SOURCES.map(({ source }) => (
        <PasteImportPanel key={source} source={source} variant="full" />
      ))}
    </div>
  );
}
