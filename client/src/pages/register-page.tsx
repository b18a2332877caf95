import { PublicLayout } from "@/components/layout/public-layout";
import { RegisterForm } from "@/features/auth/components/register-form";

export default function RegisterPage() {
  return (
    <PublicLayout>
      <RegisterForm />
    </PublicLayout>
  );
}
