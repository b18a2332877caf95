import { CircleAlert, CircleCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useResetPassword } from "@/api/auth";
import { hasErrors, validateNewPassword, type PasswordErrors } from "../utils/password-rules";
import { AuthCard } from "./auth-card";
import { BackToLoginButton } from "./back-to-login";

/** Sets a new password with the token from the e-mailed link (`/reset-password?token=...`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The submit button is disabled without a token; this guards implicit submission all the same.
    if (!token) {
      toast({ variant: "destructive", title: "Invalid reset token" });
      return;
    }
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    if (hasErrors(found)) return;
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => setDone(true),
        onError: (error) =>
          toast({ variant: "destructive", title: serverMessage(error, "Failed to reset password. The reset link may have expired.") }),
      },
    );
  };

  if (done) {
    return (
      <AuthCard title="Set New Password">
        <div className="grid gap-4 text-center" role="status">
          <CircleCheck className="mx-auto size-10 text-success" aria-hidden="true" />
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">Password reset successful!</h2>
            <p className="text-sm text-muted-foreground">You can now log in with your new password.</p>
          </div>
          <BackToLoginButton label="Go to Login" variant="default" />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set New Password" description="Choose a new password for your account">
      <form onSubmit={onSubmit} className="grid gap-4">
        {!token && (
          <div role="alert" className="flex gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>Invalid or missing reset token. Please request a new password reset.</p>
          </div>
        )}
        <FormField id="reset-password" label="New Password" hint="Password must be at least 8 characters" error={errors.password}>
          {(aria) => (
            <Input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...aria}
            />
          )}
        </FormField>
        <FormField id="reset-confirm-password" label="Confirm Password" error={errors.confirmPassword}>
          {(aria) => (
            <Input
              id="reset-confirm-password"
              type="password"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
              {...aria}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" loading={resetPassword.isPending} disabled={!token}>
          {resetPassword.isPending ? "Resetting..." : "Reset Password"}
        </Button>
        <BackToLoginButton variant="ghost" />
      </form>
    </AuthCard>
  );
}
