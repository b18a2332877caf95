// What an import refused for its layout shows beside the reason (issue 44 item 12): the server's
// `hint` (the accepted formats) and `sample` (a row it reads) under 'Example', keeping its line breaks.
export function FormatHelp({ hint, sample, label }: { hint?: string; sample?: string; label?: string }) {
  if (!hint && !sample) return null;
  return (
    <div role={label ? "region" : undefined} aria-label={label} className="grid min-w-0 gap-1">
      {hint && <p className="break-words">{hint}</p>}
      {sample && (
        <>
          <p className="mt-1 font-semibold">Example</p>
          {/* Long lines wrap: a toast or a phone is too narrow to scroll a sample sideways. */}
          <pre className="max-w-full rounded bg-black/15 p-2 font-mono text-xs whitespace-pre-wrap wrap-anywhere">{sample}</pre>
        </>
      )}
    </div>
  );
}
