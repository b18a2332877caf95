import { Lightbulb, Smile, Star, Target, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useSidebar } from "@/components/ui/sidebar-context";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar-menu";
import { PASTE_PANEL_SOURCES, type ImportSource } from "../utils/import-sources";
import { PasteImportPanel } from "./paste-import-panel";

export type { ImportSource } from "../utils/import-sources";

/** The four paste sources, in the order the sidebar lists them. */
export const IMPORT_SOURCES: readonly { source: ImportSource; title: string }[] = PASTE_PANEL_SOURCES.map(({ source, title }) => ({
  source,
  title,
}));

/** Each source's entry in the icon rail; each a figure no navigation entry uses (a bell is Alerts'). */
const SOURCE_ICONS: Record<ImportSource, LucideIcon> = {
  morningstar: Star,
  "intelligent-investor": Lightbulb,
  "motley-fool": Smile,
  "bell-potter": Target,
};

/** A collapsible paste box for one source, compact enough for the sidebar. */
export function CompactImportPanel({ source, openRequest }: { source: ImportSource; openRequest?: number }) {
  return <PasteImportPanel source={source} variant="compact" openRequest={openRequest} />;
}

/**
 * All four compact panels, for the sidebar's Data Import group. With the sidebar collapsed to icons
 * the panels are hidden (kept mounted, so typed text survives) and each source shows an icon instead;
 * the icon expands the sidebar with that source's panel open and its text box focused.
 */
export function CompactImportPanels() {
  const { setOpen } = useSidebar();
  // A counter per source: each click on an icon is a new request, even for the same source twice.
  const [openRequests, setOpenRequests] = useState<Partial<Record<ImportSource, number>>>({});
  const openFromIcon = (source: ImportSource) => {
    setOpenRequests((requests) => ({ ...requests, [source]: (requests[source] ?? 0) + 1 }));
    setOpen(true);
  };

  return (
    <>
      <div className="flex flex-col gap-1.5 group-data-[collapsible=icon]:hidden">
        {IMPORT_SOURCES.map(({ source }) => (
          <CompactImportPanel key={source} source={source} openRequest={openRequests[source]} />
        ))}
      </div>
      <SidebarMenu className="hidden group-data-[collapsible=icon]:flex">
        {IMPORT_SOURCES.map(({ source, title }) => {
          const Icon = SOURCE_ICONS[source];
          return (
            <SidebarMenuItem key={source}>
              <SidebarMenuButton tooltip={`${title} import`} aria-label={`Open ${title} import`} onClick={() => openFromIcon(source)}>
                <Icon aria-hidden="true" />
                <span>{title}</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          );
        })}
      </SidebarMenu>
    </>
  );
}
