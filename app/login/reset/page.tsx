import type { Metadata } from "next";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { ResetForm } from "@/components/platform/auth/reset-form";
import { resetAction } from "../actions";

export const metadata: Metadata = { title: "Neues Passwort" };
export const dynamic = "force-dynamic";

export default async function ResetPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Neues Passwort vergeben">
      {token ? <ResetForm token={token} onSubmit={resetAction} /> : <p className="text-sm text-danger">Der Link ist unvollständig.</p>}
    </AuthCard>
  );
}
