import { useEffect, useRef } from "react";
import { playNotificationTone } from "@/lib/notification-tone";
import { pendingCountRose } from "../utils/pending-alert";
import { usePendingUsers } from "@/api/users";

/**
 * The owner's pending-registration count (0 for everyone else), polled every 30 s. Plays the
 * notification tone when the count rises while the owner stays signed in.
 */
export function usePendingCount({ isOwner, userId }: { isOwner: boolean; userId: string | undefined }): number {
  const { data } = usePendingUsers({ enabled: isOwner });
  const count = isOwner ? data?.length : undefined;
  const last = useRef<{ userId: string | undefined; count: number | undefined }>({ userId, count: undefined });

  useEffect(() => {
    // A different account means a new baseline, not a rise.
    const previous = last.current.userId === userId ? last.current.count : undefined;
    if (isOwner && pendingCountRose(previous, count)) playNotificationTone();
    last.current = { userId, count };
  }, [count, isOwner, userId]);

  return count ?? 0;
}
