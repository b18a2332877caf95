import { useSearch } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return (
    <PublicLayout>
      <ResetPasswordForm token={token.trim()} />
    </PublicLayout>
  );
}
