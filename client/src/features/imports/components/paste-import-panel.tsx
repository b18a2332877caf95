import { ChevronRight, Eraser, ExternalLink, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { TEXTAREA_MIN_HEIGHT_COMPACT_PX, TEXTAREA_MIN_HEIGHT_FULL_PX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { usePasteImport } from "@/api/imports";
import { noDataNotice, pasteFailureNotice, pasteSuccessNotice, pasteTooLargeNotice } from "../utils/import-notices";
import { isBlankPaste, isPasteTooLarge, pasteSourceConfig, type ImportSource, type PasteSourceConfig } from "../utils/import-sources";
import { showImportNotice } from "./import-notice-body";

export type PanelVariant = "compact" | "full";

/**
 * One paste importer (spec "Paste import panels"). The compact variant sits in the sidebar; the
 * full variant adds the expected columns and, for Intelligent Investor and Bell Potter, a link to
 * the source's recommendations page. Both collapse and clear themselves after a successful import.
 */
interface PasteImportPanelProps {
  source: ImportSource;
  variant: PanelVariant;
  /** Bumped to ask the panel to open with its text box focused (the collapsed sidebar's icons do). */
  openRequest?: number;
}

export function PasteImportPanel({ source, variant, openRequest }: PasteImportPanelProps) {
  const config = pasteSourceConfig(source);
  const full = variant === "full";
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const ids = { trigger: useId(), textarea: useId(), instructions: useId() };
  const mutation = usePasteImport(config, {
    onSuccess: (result) => showImportNotice(pasteSuccessNotice(result)),
    onError: (error) => showImportNotice(pasteFailureNotice(config.title, error)),
  });
  const pending = mutation.isPending;
  const blank = isBlankPaste(text);

  // An open request opens the panel, then (once the text box is in the DOM) focuses the text box.
  const handledRequest = useRef(0);
  useEffect(() => {
    if (!openRequest || handledRequest.current === openRequest) return;
    if (!open) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an open request comes from outside (the sidebar)
      setOpen(true);
      return;
    }
    handledRequest.current = openRequest;
    textareaRef.current?.focus();
  }, [open, openRequest]);

  const onImport = () => {
    // The button is disabled for blank text; this guards the keyboard shortcut and any other path.
    if (blank) {
      showImportNotice(noDataNotice(source));
      return;
    }
    if (isPasteTooLarge(text)) {
      showImportNotice(pasteTooLargeNotice());
      return;
    }
    mutation.mutate(text, {
      onSuccess: () => {
        // The Import button disappears with the collapse; hand focus to the toggle so keyboard users
        // are not dropped at the top of the page. Focus that moved elsewhere meanwhile is left alone.
        const active = document.activeElement;
        const focusWasHere = !active || active === document.body || rootRef.current?.contains(active);
        setText("");
        setOpen(false);
        if (focusWasHere) triggerRef.current?.focus();
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !pending) {
      event.preventDefault();
      onImport();
    }
  };

  const toggle = (
    <CollapsibleTrigger
      ref={triggerRef}
      id={ids.trigger}
      className={cn(
        "flex min-w-0 items-center gap-2 rounded-md text-left font-medium outline-none max-md:min-h-11",
        full
          ? "-mx-1 px-1 py-1 text-base hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
          : "w-full px-2 py-1.5 text-sm hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring",
      )}
    >
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform duration-200 [[data-state=open]>&]:rotate-90" />
      <span className="truncate">{config.title}</span>
    </CollapsibleTrigger>
  );

  return (
    <Collapsible
      ref={rootRef}
      open={open}
      onOpenChange={setOpen}
      role="group"
      aria-labelledby={ids.trigger}
      aria-busy={pending || undefined}
      data-source={source}
      data-variant={variant}
      className={cn(
        full ? "rounded-xl border bg-card text-card-foreground shadow-sm" : "rounded-md border border-sidebar-border bg-sidebar-accent/30",
      )}
    >
      <div className={cn(full && "flex flex-col items-start gap-1 px-4 py-3")}>
        {/* In the full form the toggle is also a heading, so screen readers can jump between sources. */}
        {full ? <h3 className="min-w-0">{toggle}</h3> : toggle}
        {full && config.link && <SourceLink link={config.link} />}
      </div>
      <CollapsibleContent>
        <div className={cn("flex flex-col gap-2", full ? "px-4 pb-4" : "p-2 pt-1")}>
          {full && <Instructions id={ids.instructions} config={config} />}
          <Label htmlFor={ids.textarea} className={cn(!full && "sr-only")}>
            {config.title} data
          </Label>
          <Textarea
            ref={textareaRef}
            id={ids.textarea}
            placeholder={`Paste ${config.title} data here...`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            readOnly={pending}
            aria-describedby={full ? ids.instructions : undefined}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            spellCheck={false}
            style={{ minHeight: full ? TEXTAREA_MIN_HEIGHT_FULL_PX : TEXTAREA_MIN_HEIGHT_COMPACT_PX }}
            className={cn("resize-y font-mono", full ? "text-sm" : "bg-background text-xs md:text-xs")}
          />
          <div className="flex gap-2">
            <Button size="sm" className={cn(!full && "flex-1")} onClick={onImport} loading={pending} disabled={blank}>
              {!pending && <Upload aria-hidden="true" />}
              {pending ? "Importing..." : "Import"}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setText("")} disabled={pending || text.length === 0}>
              <Eraser aria-hidden="true" />
              Clear
            </Button>
          </div>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}

function Instructions({ id, config }: { id: string; config: PasteSourceConfig }) {
  return (
    <div id={id} className="min-w-0 space-y-1 text-sm text-muted-foreground">
      <p className="font-medium text-foreground">Expected content</p>
      {config.instructions.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="pt-1 font-medium text-foreground">Accepted layouts, for example</p>
      <ul className="space-y-2">
        {config.layouts.map(({ layout, example }) => (
          <li key={layout} className="space-y-1">
            <p>{layout}:</p>
            {/* Wraps rather than scrolls: a phone must not need a sideways swipe to read it. */}
            <pre className="rounded-md bg-muted px-2 py-1.5 font-mono text-xs whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">
              {example}
            </pre>
          </li>
        ))}
      </ul>
      {config.note && <p>{config.note}</p>}
    </div>
  );
}

function SourceLink({ link }: { link: NonNullable<PasteSourceConfig["link"]> }) {
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className="ml-6 inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {link.label}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
