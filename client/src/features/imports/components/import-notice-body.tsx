import { FormatHelp } from "@/components/format-help";
import { toast } from "@/hooks/use-toast";
import type { ImportNotice } from "../utils/import-notices";

/** A notice's lines, then (Bell Potter paste failures) the hint and the sample under 'Example'. */
export function ImportNoticeBody({ notice }: { notice: ImportNotice }) {
  return (
    <div className="grid gap-1">
      {notice.lines.map((line, index) => (
        <p key={index} className="break-words">
          {line}
        </p>
      ))}
      <FormatHelp hint={notice.hint} sample={notice.sample} />
    </div>
  );
}

export function showImportNotice(notice: ImportNotice) {
  toast({ title: notice.title, variant: notice.variant, description: <ImportNoticeBody notice={notice} /> });
}
