import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useInstallPrompt } from "@/lib/install-prompt";

/** 'Install' in the header, only where the browser offers to install the app (and it is not installed). */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => void install()} title="Install the app on this device">
      <Download aria-hidden="true" />
      Install
    </Button>
  );
}
