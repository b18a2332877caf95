import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { dismissToast, toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useLogin } from "@/api/auth";
import { AuthCard, authLinkClass } from "./auth-card";

/**
 * Sign-in. On success the current user is set, and the route guard on /login then moves the user
 * on to the safe `redirect` target (or /).
 */
export function LoginForm() {
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        // A failure notice from an earlier attempt should not linger over the dashboard.
        onSuccess: () => dismissToast(),
        onError: (error) => toast({ variant: "destructive", title: serverMessage(error, "Login failed. Please check your credentials.") }),
      },
    );
  };

  return (
    <AuthCard
      title="ASX Fair Value Dashboard"
      description="Sign in to access your portfolio"
      footer={
        <p>
          Don&apos;t have an account?{" "}
          <Link href="/register" className={authLinkClass}>
            Register here
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="login-email" label="Email">
          {(aria) => (
            <Input
              id="login-email"
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
        <FormField
          id="login-password"
          label="Password"
          labelAside={
            <Link href="/forgot-password" className={`text-sm ${authLinkClass} font-normal text-muted-foreground hover:text-foreground`}>
              Forgot password?
            </Link>
          }
        >
          {(aria) => (
            <Input
              id="login-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...aria}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" loading={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthCard>
  );
}
