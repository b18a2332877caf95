import { ChevronRight, Eraser, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Textarea } from "@/components/ui/textarea";

export type ImportSource = "morningstar" | "intelligent-investor" | "motley-fool" | "bell-potter";

/** The four paste sources, in the order the sidebar lists them. */
export const IMPORT_SOURCES: readonly { source: ImportSource; title: string }[] = [
  { source: "morningstar", title: "Morningstar" },
  { source: "intelligent-investor", title: "Intelligent Investor" },
  { source: "motley-fool", title: "Motley Fool" },
  { source: "bell-potter", title: "Bell Potter" },
];

/**
 * A collapsible paste box for one source, compact enough for the sidebar. For now it only holds the
 * text; the import issue wires the Import and Clear buttons to the API.
 */
export function CompactImportPanel({ source, title }: { source: ImportSource; title: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");

  return (
    <Collapsible open={open} onOpenChange={setOpen} data-source={source} className="rounded-md border border-sidebar-border bg-sidebar-accent/30">
      <CollapsibleTrigger
        className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm font-medium outline-none hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring"
      >
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform duration-200 [[data-state=open]>&]:rotate-90" />
        <span className="truncate">{title}</span>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <div className="flex flex-col gap-2 p-2 pt-1">
          <Textarea
            aria-label={`${title} data`}
            placeholder={`Paste ${title} data here...`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="min-h-[100px] resize-y bg-background text-xs md:text-xs"
            spellCheck={false}
          />
          <div className="flex gap-2">
            <Button size="sm" className="flex-1" disabled>
              <Upload aria-hidden="true" />
              Import
            </Button>
            <Button size="sm" variant="outline" disabled>
              <Eraser aria-hidden="true" />
              Clear
            </Button>
          </div>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}

/** All four compact panels, for the sidebar's Data Import group. */
export function CompactImportPanels() {
  return (
    <>
      {IMPORT_SOURCES.map(({ source, title }) => (
        <CompactImportPanel key={source} source={source} title={title} />
      ))}
    </>
  );
}
