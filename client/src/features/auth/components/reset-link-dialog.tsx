import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import type { ResetLinkResponse } from "@shared/contracts/auth";
import { formatDateTimeAU } from "@shared/domain/format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PublicUser } from "@/api/auth";

/** The owner's one-time reset link for a user, to copy and send them by a channel of the owner's choosing. */
export function ResetLinkDialog({ made, onClose }: { made: { user: PublicUser; link: ResetLinkResponse } | null; onClose: () => void }) {
  const [copied, setCopied] = useState<"no" | "yes" | "selected">("no");
  const input = useRef<HTMLInputElement>(null);
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      // No clipboard on a plain-http address other than localhost: the link is selected to copy by hand.
      input.current?.select();
      setCopied("selected");
    }
  };
  return (
    <Dialog
      open={made !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied("no");
        onClose();
      }}
    >
      {made && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Reset link</DialogTitle>
            <DialogDescription>
              Send this link to {made.user.email} yourself. It sets a new password once, until {formatDateTimeAU(made.link.expiresAt)};
              anyone who has it can use it. Making another link stops this one.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="reset-link">Link</Label>
            <Input
              ref={input}
              id="reset-link"
              readOnly
              value={made.link.link}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs"
            />
          </div>
          <DialogFooter>
            <Button onClick={() => void copy(made.link.link)}>
              {copied === "yes" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {{ no: "Copy link", yes: "Copied", selected: "Selected: press Ctrl+C" }[copied]}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
