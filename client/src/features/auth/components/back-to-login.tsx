import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function BackToLoginButton({
  label = "Back to Login",
  variant = "outline",
}: {
  label?: string;
  variant?: "outline" | "default" | "ghost";
}) {
  return (
    <Button asChild variant={variant} className="w-full">
      <Link href="/login">
        {variant !== "default" && <ArrowLeft aria-hidden="true" />}
        {label}
      </Link>
    </Button>
  );
}
