import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control until there is an error; the error replaces it. */
  hint?: ReactNode;
  error?: string;
  /** Extra content beside the label (for example a "Forgot password?" link). */
  labelAside?: ReactNode;
  className?: string;
  children: (describedBy: { "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode;
}

/** A label, a control and its hint or error, wired together with htmlFor and aria-describedby. */
export function FormField({ id, label, hint, error, labelAside, className, children }: FormFieldProps) {
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error || hint);
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ "aria-describedby": hasMessage ? messageId : undefined, "aria-invalid": error ? true : undefined })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
