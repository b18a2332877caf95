import { Button } from "@/components/ui/button";

/**
 * Under a list the server sends a page at a time (issue 45 item 3): 'Show more trades', busy while the
 * next page loads; nothing once the last page is shown.
 */
export function ShowMoreButton({
  hasMore,
  loading,
  onClick,
  noun,
}: {
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
  /** What the list holds, plural: "trades". */
  noun: string;
}) {
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="w-full sm:w-fit" loading={loading} onClick={onClick}>
      {loading ? "Loading..." : `Show more ${noun}`}
    </Button>
  );
}
