import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useRegister } from "@/api/auth";
import { hasErrors, validateRegistration, type PasswordErrors } from "../utils/password-rules";
import { AuthCard, authLinkClass } from "./auth-card";

const PENDING_MESSAGE =
  "Registration successful! Your account is pending approval. You'll be able to log in once the owner approves your account.";

export function RegisterForm() {
  const register = useRegister();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<PasswordErrors>({});
  // After success the button stays disabled until the form is edited again, so a double click
  // cannot send a second registration.
  const [submitted, setSubmitted] = useState(false);

  const edit = (setter: (v: string) => void) => (value: string) => {
    setter(value);
    setSubmitted(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegistration(password, confirmPassword);
    setErrors(found);
    if (hasErrors(found)) return;
    register.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (data) => {
          // The very first account becomes the approved owner; the server's message says so.
          const pending = data.user.status === "pending";
          toast({ variant: "success", title: pending ? PENDING_MESSAGE : data.message });
          setEmail("");
          setPassword("");
          setConfirmPassword("");
          setSubmitted(true);
        },
        onError: (error) => toast({ variant: "destructive", title: serverMessage(error, "Registration failed. Please try again.") }),
      },
    );
  };

  return (
    <AuthCard
      title="Create an Account"
      description="Register to request access to the dashboard"
      footer={
        <p>
          Already have an account?{" "}
          <Link href="/login" className={authLinkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="register-email" label="Email">
          {(aria) => (
            <Input
              id="register-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(e) => edit(setEmail)(e.target.value)}
              {...aria}
            />
          )}
        </FormField>
        <FormField id="register-password" label="Password" hint="Must be at least 8 characters long" error={errors.password}>
          {(aria) => (
            <Input
              id="register-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => edit(setPassword)(e.target.value)}
              {...aria}
            />
          )}
        </FormField>
        <FormField id="register-confirm-password" label="Confirm Password" error={errors.confirmPassword}>
          {(aria) => (
            <Input
              id="register-confirm-password"
              type="password"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(e) => edit(setConfirmPassword)(e.target.value)}
              {...aria}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" loading={register.isPending} disabled={submitted}>
          {register.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </form>
    </AuthCard>
  );
}
