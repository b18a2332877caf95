// After an action that created alerts (an import, a refresh, an undo), one notice: 'n new alerts',
// shown once the action's own notice has closed (one toast at a time), with a way to the Alerts page.
import { useCallback } from "react";
import { useLocation } from "wouter";
import { newAlertsMessage } from "@shared/contracts/alert-labels";
import { useNewAlertsListener } from "@/api/alerts";
import { ToastAction } from "@/components/ui/toast";
import { toastAfterCurrent } from "@/hooks/use-toast";

export function useNewAlertsNotice() {
  const [, navigate] = useLocation();
  const announce = useCallback(
    (count: number) =>
      toastAfterCurrent({
        title: newAlertsMessage(count),
        action: (
          <ToastAction altText="View alerts" onClick={() => navigate("/alerts")}>
            View
          </ToastAction>
        ),
      }),
    [navigate],
  );
  useNewAlertsListener(announce);
}
