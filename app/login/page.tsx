import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { LoginForm } from "@/components/platform/auth/login-form";
import { currentLanding } from "@/lib/server/platform/viewer";
import { loginAction } from "./actions";

export const metadata: Metadata = { title: "Anmelden" };
export const dynamic = "force-dynamic";

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const landing = await currentLanding();
  if (landing) redirect(landing);
  const { next } = await searchParams;
  return (
    <AuthCard title="Anmelden">
      <LoginForm next={next} onSubmit={loginAction} />
    </AuthCard>
  );
}
