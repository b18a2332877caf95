import { PublicLayout } from "@/components/layout/public-layout";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <PublicLayout>
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
