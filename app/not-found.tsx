import type { Metadata } from "next";
import Link from "next/link";
import { NOT_FOUND_TITLE } from "@/lib/domain/platform/page-titles";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold">Seite nicht gefunden</h1>
      <p className="text-muted">Die aufgerufene Seite existiert nicht oder Sie haben keinen Zugriff darauf.</p>
      <Link href="/" className="rounded bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark">
        Zur Startseite
      </Link>
    </main>
  );
}
