import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotForm } from "@/components/auth/forgot-form";
import { forgotAction } from "../actions";

export const metadata: Metadata = { title: "Passwort vergessen" };

export default function ForgotPage() {
  return (
    <AuthCard title="Passwort vergessen">
      <ForgotForm onSubmit={forgotAction} />
    </AuthCard>
  );
}
