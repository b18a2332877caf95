import { PublicLayout } from "@/components/layout/public-layout";
import { LoginForm } from "@/features/auth/components/login-form";

export default function LoginPage() {
  return (
    <PublicLayout>
      <LoginForm />
    </PublicLayout>
  );
}
