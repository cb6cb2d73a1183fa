import type { Metadata } from "next";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { ForgotForm } from "@/components/platform/auth/forgot-form";
import { forgotAction } from "../actions";

export const metadata: Metadata = { title: "Passwort vergessen" };

export default function ForgotPage() {
  return (
    <AuthCard title="Passwort vergessen">
      <ForgotForm onSubmit={forgotAction} />
    </AuthCard>
  );
}
