import { MailCheck, Terminal } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useRequestReset, type RequestResetResponse } from "@/api/auth";
import { AuthCard, authLinkClass } from "./auth-card";
import { BackToLoginButton } from "./back-to-login";

function DevelopmentTokenBox({ token }: { token: string }) {
  const href = `/reset-password?token=${encodeURIComponent(token)}`;
  return (
    <section aria-labelledby="dev-token-title" className="rounded-lg border border-warning/50 bg-warning/10 p-4 text-left text-sm">
      <h2 id="dev-token-title" className="mb-2 flex items-center gap-2 font-semibold text-foreground">
        <Terminal className="size-4" aria-hidden="true" />
        Development Mode
      </h2>
      <p className="mb-2 text-muted-foreground">No e-mail is sent in development. Your reset token:</p>
      <code className="mb-3 block rounded bg-background px-2 py-1.5 font-mono text-xs break-all" data-testid="reset-token">
        {token}
      </code>
      <Link href={href} className={authLinkClass}>
        Open the reset password page
      </Link>
    </section>
  );
}

export function ForgotPasswordForm() {
  const requestReset = useRequestReset();
  const [email, setEmail] = useState("");
  const [result, setResult] = useState<RequestResetResponse | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    requestReset.mutate(
      { email: email.trim() },
      {
        onSuccess: (data) => setResult(data),
        onError: (error) =>
          toast({ variant: "destructive", title: serverMessage(error, "Failed to request password reset. Please try again.") }),
      },
    );
  };

  return (
    <AuthCard title="Reset Password" description={result ? undefined : "Enter your email and we'll send you reset instructions"}>
      {result ? (
        <div className="grid gap-4 text-center" role="status">
          <MailCheck className="mx-auto size-10 text-success" aria-hidden="true" />
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">Check your email</h2>
            <p className="text-sm text-muted-foreground">
              If an account exists with that email, you will receive password reset instructions.
            </p>
          </div>
          {result.resetToken && <DevelopmentTokenBox token={result.resetToken} />}
          <BackToLoginButton />
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4">
          <FormField id="forgot-email" label="Email">
            {(aria) => (
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                {...aria}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full" loading={requestReset.isPending}>
            {requestReset.isPending ? "Sending..." : "Send Reset Instructions"}
          </Button>
          <BackToLoginButton variant="ghost" />
        </form>
      )}
    </AuthCard>
  );
}
