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
      {notice.hint && <p className="break-words">{notice.hint}</p>}
      {notice.sample && (
        <>
          <p className="mt-1 font-semibold">Example</p>
          {/* Keeps the sample's own line breaks; long lines wrap because a toast is too brief to scroll. */}
          <pre className="max-w-full rounded bg-black/15 p-2 font-mono text-xs break-words whitespace-pre-wrap">{notice.sample}</pre>
        </>
      )}
    </div>
  );
}

export function showImportNotice(notice: ImportNotice) {
  toast({ title: notice.title, variant: notice.variant, description: <ImportNoticeBody notice={notice} /> });
}
